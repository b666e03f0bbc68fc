import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { duerpKeys } from './cache';

/** The inline error when the list of DUERPs cannot be loaded. */
export const DUERPS_LOAD_FAILED = 'Erreur lors du chargement des DUERP.';

export const listDuerps = () => call(contract.duerp.list);

export const listDuerpsQueryOptions = () =>
  queryOptions({ queryKey: duerpKeys.list(), queryFn: listDuerps, staleTime: 0 });

export const useDuerps = () => useQuery(listDuerpsQueryOptions());
