import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { espaceKeys } from './cache';

/** "Mes espaces": each espace with what needs attention, that first. */
export const getEspacesOverview = () => call(contract.espaces.overview);

export const espacesOverviewQueryOptions = () =>
  queryOptions({ queryKey: espaceKeys.overview(), queryFn: getEspacesOverview, staleTime: 0 });

export const useEspacesOverview = () => useQuery(espacesOverviewQueryOptions());
