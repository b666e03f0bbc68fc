import type { QueryClient } from '@tanstack/react-query';

export const paymentKeys = {
  /** Shared with the account feature: one cache entry for the prices, whoever reads them. */
  prices: () => ['account', 'prices'] as const,
  subscriptions: () => ['payment', 'subscriptions'] as const,
  billingProfiles: () => ['payment', 'billing-profiles'] as const,
  paymentCheck: (subscriptionId: string) => ['payment-check', subscriptionId] as const,
};

/**
 * A purchase changes the plan (prices, account info with maxNumberOfDuerps and the premium
 * flag) and the subscriptions; the documents' statuses are refreshed by the caller.
 */
export async function invalidatePlanQueries(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['account'] }),
    client.invalidateQueries({ queryKey: paymentKeys.subscriptions() }),
  ]);
}
