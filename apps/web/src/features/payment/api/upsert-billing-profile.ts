import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingProfile, UpsertBillingProfileBody } from '@duerp/domain/payment';
import { contract } from '@duerp/contract';
import { call } from '@/lib/api-call';
import { paymentKeys } from './cache';

/** Creates the profile, or updates it when the body carries its id. */
export const upsertBillingProfile = (body: UpsertBillingProfileBody) =>
  call(contract.account.upsertBillingProfile, { body });

export const useUpsertBillingProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upsertBillingProfile,
    onSuccess: async (profile) => {
      client.setQueryData<BillingProfile[]>(
        paymentKeys.billingProfiles(),
        (list) =>
          list &&
          (list.some((p) => p.id === profile.id)
            ? list.map((p) => (p.id === profile.id ? profile : p))
            : [...list, profile]),
      );
      await client.invalidateQueries({ queryKey: paymentKeys.billingProfiles() });
    },
  });
};
