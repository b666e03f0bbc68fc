import type { Env } from '../../../../config/env.js';
import type { PaymentProvider } from '../provider.js';
import { signPortalToken } from './portal-token.js';

/**
 * The built-in provider: checkout and portal pages served by this API ("Mode test — aucun paiement
 * réel"). Its checkouts live in our database only: a superseded one is refused by its own page.
 */
export function createTestProvider(env: Env): PaymentProvider {
  return {
    name: 'test',
    createCheckout: ({ subscription, origin }) =>
      Promise.resolve({
        url: new URL(`/api/payment/test-checkout/${subscription.id}`, origin).toString(),
        checkoutId: null,
      }),
    closeCheckout: () => Promise.resolve(true),
    async managePageUrl({ espaceId, billingProfile, returnUrl, origin }) {
      const token = await signPortalToken(
        { espaceId, billingProfileId: billingProfile.id, returnUrl },
        env.JWT_SECRET,
      );
      const url = new URL('/api/payment/test-portal', origin);
      url.searchParams.set('token', token);
      return url.toString();
    },
    setAutoRenew: () => Promise.resolve(),
    // Nothing was charged: there is nothing to pay back.
    refund: () => Promise.resolve(),
  };
}
