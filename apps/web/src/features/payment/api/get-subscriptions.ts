import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { paymentKeys } from './cache';

export const getSubscriptions = () => api.get<Subscription[]>('/api/myaccount/mysubscriptions');

export const getSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.subscriptions(), queryFn: getSubscriptions, staleTime: 0 });

export const useSubscriptions = () => useQuery(getSubscriptionsQueryOptions());
