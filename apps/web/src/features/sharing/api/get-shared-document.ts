import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

/** Each fetch is an opening in the owner's log: fetched once per visit, never refetched. */
export const getSharedDocumentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-document', token],
    queryFn: () => call(contract.sharing.sharedDocument, { params: { token } }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

export const useSharedDocument = (token: string) => useQuery(getSharedDocumentQueryOptions(token));
