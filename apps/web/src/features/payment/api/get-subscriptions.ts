import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { paymentKeys } from './cache';

export const getSubscriptions = () => call(contract.payment.subscriptions);

export const getSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.subscriptions(), queryFn: getSubscriptions, staleTime: 0 });

export const useSubscriptions = () => useQuery(getSubscriptionsQueryOptions());
