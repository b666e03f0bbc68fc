import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './cache';

export const checkPaymentSuccess = (subscriptionId: string) =>
  api.post<{ isPaymentSuccess: boolean }>('/api/payment/checksuccess', { subscriptionId });

/** Read once on arrival from the provider: a stored answer, never retried on a refusal. */
export const checkPaymentSuccessQueryOptions = (subscriptionId: string) =>
  queryOptions({
    queryKey: paymentKeys.paymentCheck(subscriptionId),
    queryFn: () => checkPaymentSuccess(subscriptionId),
    staleTime: Infinity,
  });

export const useCheckPaymentSuccess = (subscriptionId: string | null) =>
  useQuery({
    ...checkPaymentSuccessQueryOptions(subscriptionId ?? ''),
    enabled: Boolean(subscriptionId),
  });
