import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { newestFirst, versionKeys } from '@/features/duerp';
import { call } from '@/lib/api-call';

export const listVersions = (duerpId: string) =>
  call(contract.versions.list, { params: { id: duerpId } });

/** Sorted on the client by creationTime, newest first. */
export const listVersionsQueryOptions = (duerpId: string) =>
  queryOptions({
    queryKey: versionKeys.list(duerpId),
    queryFn: () => listVersions(duerpId),
    select: newestFirst,
  });

export const useVersions = (duerpId: string) => useQuery(listVersionsQueryOptions(duerpId));
