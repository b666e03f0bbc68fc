import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { espaceKeys } from './cache';

export const getEspaceMembers = (espaceId: string) =>
  call(contract.espaces.members, { params: { espaceId } });

export const espaceMembersQueryOptions = (espaceId: string) =>
  queryOptions({
    queryKey: espaceKeys.members(espaceId),
    queryFn: () => getEspaceMembers(espaceId),
  });

export const useEspaceMembers = (espaceId: string) => useQuery(espaceMembersQueryOptions(espaceId));
