import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAccountInfoResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';

export const getAccountInfo = () => api.get<MyAccountInfoResponse>('/api/myaccount/info');

export const accountInfoQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'info'], queryFn: getAccountInfo });

export const useAccountInfo = () => useQuery(accountInfoQueryOptions());
