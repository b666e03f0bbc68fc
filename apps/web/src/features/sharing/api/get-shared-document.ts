import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';

const path = (token: string) => `/api/public/partage/${encodeURIComponent(token)}`;

/** Each fetch is an opening in the owner's log: fetched once per visit, never refetched. */
export const getSharedDocumentQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-document', token],
    queryFn: () => api.get<SharedDocument>(path(token)),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

export const useSharedDocument = (token: string) => useQuery(getSharedDocumentQueryOptions(token));
