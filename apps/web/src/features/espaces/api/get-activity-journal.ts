import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { espaceKeys } from './cache';

export interface JournalFilters {
  /** A member's account id. */
  member?: string;
  /** A DUERP's id. */
  duerp?: string;
  page: number;
}

export const getActivityJournal = (espaceId: string, { member, duerp, page }: JournalFilters) =>
  call(contract.espaces.journal, {
    params: { espaceId },
    query: { member: member || undefined, duerp: duerp || undefined, page },
  });

export const activityJournalQueryOptions = (espaceId: string, filters: JournalFilters) =>
  queryOptions({
    queryKey: [...espaceKeys.journal(espaceId), filters] as const,
    queryFn: () => getActivityJournal(espaceId, filters),
    // The page shown stays while the next one loads: the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useActivityJournal = (espaceId: string, filters: JournalFilters) =>
  useQuery(activityJournalQueryOptions(espaceId, filters));
