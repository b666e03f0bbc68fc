import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricesResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';

export const getPrices = () => api.get<PricesResponse>('/api/myaccount/getprices');

/** Also read when a DUERP is created (SPEC §7); a failure there is ignored, so no retry. */
export const pricesQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'prices'], queryFn: getPrices, retry: false });

export const usePrices = () => useQuery(pricesQueryOptions());
