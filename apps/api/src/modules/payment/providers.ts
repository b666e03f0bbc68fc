import type { Deps } from '../../lib/deps.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe/stripe-provider.js';
import { createTestProvider } from './test-provider/test-provider.js';

const cache = new WeakMap<Deps['env'], PaymentProvider>();

/** Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider. */
export function paymentProvider(deps: Deps): PaymentProvider {
  let provider = cache.get(deps.env);
  if (!provider) {
    provider = deps.env.STRIPE_SECRET_KEY
      ? createStripeProvider(deps.env)
      : createTestProvider(deps.env);
    cache.set(deps.env, provider);
  }
  return provider;
}
