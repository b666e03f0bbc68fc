import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentState } from '@duerp/domain/payment';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { paymentKeys } from './cache';

export interface PaymentCheck {
  isPaymentSuccess: boolean;
  paymentState?: PaymentState;
}

export const checkPaymentSuccess = (subscriptionId: string) =>
  call(contract.payment.checkSuccess, { body: { subscriptionId } });

/** Still on its way: the provider's confirmation has not arrived, or the debit settles later. */
export const isPaymentUnderway = (check: PaymentCheck | undefined) =>
  check?.paymentState === 'pending' || check?.paymentState === 'processing';

/** While the confirmation is on its way, asked again every few seconds. */
export const PAYMENT_RECHECK_MS = 4000;

/** Read on arrival from the provider: a stored answer, never retried on a refusal. */
export const checkPaymentSuccessQueryOptions = (subscriptionId: string) =>
  queryOptions({
    queryKey: paymentKeys.paymentCheck(subscriptionId),
    queryFn: () => checkPaymentSuccess(subscriptionId),
    staleTime: Infinity,
    refetchInterval: (query) => (isPaymentUnderway(query.state.data) ? PAYMENT_RECHECK_MS : false),
  });

export const useCheckPaymentSuccess = (subscriptionId: string | null) =>
  useQuery({
    ...checkPaymentSuccessQueryOptions(subscriptionId ?? ''),
    enabled: Boolean(subscriptionId),
  });
