import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { paymentKeys } from './cache';

export interface ToggleAutoRenewBody {
  subscriptionId: string;
  shouldEnableAutoRenew: boolean;
}

export const toggleAutoRenew = (body: ToggleAutoRenewBody) =>
  call(contract.payment.toggleAutoRenew, { body });

/** The subscription list is reloaded after the toggle (awaited, so it shows at once). */
export const useToggleAutoRenew = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleAutoRenew,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.subscriptions() }),
  });
};
