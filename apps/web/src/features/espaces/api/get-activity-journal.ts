import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { espaceKeys, espacePath } from './cache';

export interface JournalFilters {
  /** A member's account id. */
  member?: string;
  /** A DUERP's id. */
  duerp?: string;
  page: number;
}

export function journalPath(espaceId: string, { member, duerp, page }: JournalFilters): string {
  const query = new URLSearchParams();
  if (member) query.set('member', member);
  if (duerp) query.set('duerp', duerp);
  query.set('page', String(page));
  return `${espacePath(espaceId)}/journal?${query.toString()}`;
}

export const getActivityJournal = (espaceId: string, filters: JournalFilters) =>
  api.get<ActivityPage>(journalPath(espaceId, filters));

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
