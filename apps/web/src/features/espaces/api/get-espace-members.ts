import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EspaceMembersResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espaceKeys, espacePath } from './cache';

export const getEspaceMembers = (espaceId: string) =>
  api.get<EspaceMembersResponse>(`${espacePath(espaceId)}/members`);

export const espaceMembersQueryOptions = (espaceId: string) =>
  queryOptions({
    queryKey: espaceKeys.members(espaceId),
    queryFn: () => getEspaceMembers(espaceId),
  });

export const useEspaceMembers = (espaceId: string) => useQuery(espaceMembersQueryOptions(espaceId));
