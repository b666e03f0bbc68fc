import type { Env } from '../../../config/env.js';
import type { PaymentProvider } from '../provider.js';
import { signPortalToken } from './portal-token.js';

/** The built-in provider: checkout and portal pages served by this API ("Paiement de test"). */
export function createTestProvider(env: Env): PaymentProvider {
  return {
    name: 'test',
    createCheckout: ({ subscription }) =>
      Promise.resolve(
        new URL(`/api/payment/test-checkout/${subscription.id}`, env.PUBLIC_URL).toString(),
      ),
    async managePageUrl({ accountId, billingProfile, returnUrl }) {
      const token = await signPortalToken(
        { accountId, billingProfileId: billingProfile.id, returnUrl },
        env.JWT_SECRET,
      );
      const url = new URL('/api/payment/test-portal', env.PUBLIC_URL);
      url.searchParams.set('token', token);
      return url.toString();
    },
    setAutoRenew: () => Promise.resolve(),
  };
}
