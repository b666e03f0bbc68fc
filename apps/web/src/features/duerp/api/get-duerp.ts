import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { duerpKeys } from './cache';

export const getDuerp = (id: string) =>
  api.get<DuerpDocument>(`/api/duerp/${encodeURIComponent(id)}`);

export const getDuerpQueryOptions = (id: string) =>
  queryOptions({ queryKey: duerpKeys.detail(id), queryFn: () => getDuerp(id) });

export const useDuerp = (id: string) => useQuery(getDuerpQueryOptions(id));
