import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { duerpKeys } from './cache';

/** The inline error when a DUERP cannot be loaded. */
export const DUERP_LOAD_FAILED = 'Erreur lors du chargement du DUERP.';

export const getDuerp = (id: string) => call(contract.duerp.get, { params: { id } });

export const getDuerpQueryOptions = (id: string) =>
  queryOptions({ queryKey: duerpKeys.detail(id), queryFn: () => getDuerp(id) });

export const useDuerp = (id: string) => useQuery(getDuerpQueryOptions(id));
