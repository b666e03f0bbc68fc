import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoriquePage } from '@duerp/domain';
import { api } from '@/lib/api-client';

export interface HistoryFilters {
  /** A unit's id; "" is every unit. */
  unite: string;
  page: number;
}

export const historyKeys = {
  all: (duerpId: string) => ['history', duerpId] as const,
  page: (duerpId: string, filters: HistoryFilters) => ['history', duerpId, filters] as const,
};

export function historyPath(duerpId: string, { unite, page }: HistoryFilters): string {
  const query = new URLSearchParams();
  if (unite) query.set('unite', unite);
  query.set('page', String(page));
  return `/api/duerp/${encodeURIComponent(duerpId)}/historique?${query.toString()}`;
}

export const getHistory = (duerpId: string, filters: HistoryFilters) =>
  api.get<HistoriquePage>(historyPath(duerpId, filters));

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
