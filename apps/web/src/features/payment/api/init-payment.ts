import { useMutation } from '@tanstack/react-query';
import { SUBSCRIPTION_ID_PLACEHOLDER, type PaymentInitBody } from '@duerp/domain/payment';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { paths } from '@/config/paths';
import { useResetOnReturn } from '../hooks/use-reset-on-return';

export const initPayment = (body: PaymentInitBody) => call(contract.payment.init, { body });

/**
 * Where the provider sends the browser after payment: the subscription id is put in place of
 * the placeholder by the server, so the placeholder stays as it is (not URL-encoded).
 */
export function afterPaymentUrl(origin: string, duerpId: string | null): string {
  return `${origin}${paths.afterPayment}?duerpId=${encodeURIComponent(duerpId ?? '')}&subscriptionId=${SUBSCRIPTION_ID_PLACEHOLDER}`;
}

/** Starts the purchase, then leaves for the provider's checkout page. */
export const useInitPayment = () => {
  const mutation = useMutation({
    mutationFn: initPayment,
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
  useResetOnReturn(mutation.reset);
  return mutation;
};
