import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { duerpKeys } from './cache';

export const listDuerps = () => api.get<DuerpDocument[]>('/api/duerp/list');

export const listDuerpsQueryOptions = () =>
  queryOptions({ queryKey: duerpKeys.list(), queryFn: listDuerps, staleTime: 0 });

export const useDuerps = () => useQuery(listDuerpsQueryOptions());
