import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EspaceOverview } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espaceKeys } from './cache';

/** "Mes espaces": each espace with what needs attention, that first. */
export const getEspacesOverview = () => api.get<EspaceOverview[]>('/api/espaces/overview');

export const espacesOverviewQueryOptions = () =>
  queryOptions({ queryKey: espaceKeys.overview(), queryFn: getEspacesOverview, staleTime: 0 });

export const useEspacesOverview = () => useQuery(espacesOverviewQueryOptions());
