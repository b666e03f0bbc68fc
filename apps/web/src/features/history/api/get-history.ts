import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

export interface HistoryFilters {
  /** A unit's id; "" is every unit. */
  unite: string;
  page: number;
}

export const historyKeys = {
  all: (duerpId: string) => ['history', duerpId] as const,
  page: (duerpId: string, filters: HistoryFilters) => ['history', duerpId, filters] as const,
};

export const getHistory = (duerpId: string, { unite, page }: HistoryFilters) =>
  call(contract.history.page, {
    params: { id: duerpId },
    // "" is every unit: no `unite` in the query.
    query: { unite: unite || undefined, page },
  });

export const historyQueryOptions = (duerpId: string, filters: HistoryFilters) =>
  queryOptions({
    queryKey: historyKeys.page(duerpId, filters),
    queryFn: () => getHistory(duerpId, filters),
    // The page shown stays while the next one loads: the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useHistory = (duerpId: string, filters: HistoryFilters) =>
  useQuery(historyQueryOptions(duerpId, filters));
