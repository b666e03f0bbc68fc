import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionSummary } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { newestFirst } from '../utils/versions';
import { versionKeys } from './cache';

export const listVersions = (duerpId: string) =>
  api.get<VersionSummary[]>(`/api/duerp/${encodeURIComponent(duerpId)}/versions/list`);

/** SPEC §7: sorted on the client by creationTime, newest first. */
export const listVersionsQueryOptions = (duerpId: string) =>
  queryOptions({
    queryKey: versionKeys.list(duerpId),
    queryFn: () => listVersions(duerpId),
    select: newestFirst,
  });

export const useVersions = (duerpId: string) => useQuery(listVersionsQueryOptions(duerpId));
