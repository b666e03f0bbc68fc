import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { duerpKeys } from './cache';

/** SPEC §8: the inline error when a DUERP cannot be loaded. */
export const DUERP_LOAD_FAILED = 'Erreur lors du chargement du DUERP.';

export const getDuerp = (id: string) =>
  api.get<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}`);

export const getDuerpQueryOptions = (id: string) =>
  queryOptions({ queryKey: duerpKeys.detail(id), queryFn: () => getDuerp(id) });

export const useDuerp = (id: string) => useQuery(getDuerpQueryOptions(id));
