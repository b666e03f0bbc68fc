import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';

export const getAccountInfo = () => call(contract.account.info);

export const accountInfoQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'info'], queryFn: getAccountInfo });

export const useAccountInfo = () => useQuery(accountInfoQueryOptions());
