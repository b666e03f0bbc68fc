import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { paymentKeys } from './cache';

export interface ToggleAutoRenewBody {
  subscriptionId: string;
  shouldEnableAutoRenew: boolean;
}

export const toggleAutoRenew = (body: ToggleAutoRenewBody) =>
  api.post<MessageResponse>('/api/payment/toggleautorenew', body);

/** SPEC §7: the subscription list is reloaded after the toggle (awaited, so it shows at once). */
export const useToggleAutoRenew = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleAutoRenew,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.subscriptions() }),
  });
};
