import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { duerpKeys } from './cache';

/** SPEC §8: the inline error when the list of DUERPs cannot be loaded. */
export const DUERPS_LOAD_FAILED = 'Erreur lors du chargement des DUERP.';

export const listDuerps = () => api.get<DuerpDocument[]>('/api/duerp/list');

export const listDuerpsQueryOptions = () =>
  queryOptions({ queryKey: duerpKeys.list(), queryFn: listDuerps, staleTime: 0 });

export const useDuerps = () => useQuery(listDuerpsQueryOptions());
