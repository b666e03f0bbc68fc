import type { Deps } from '../../../lib/deps.js';
import type { PaymentProvider } from './provider.js';
import { createStripeProvider } from './stripe/stripe-provider.js';
import { createTestProvider } from './test-provider/test-provider.js';

const cache = new WeakMap<Deps['env'], PaymentProvider>();

/** The provider chosen once by PAYMENT_PROVIDER (validated at start by config/env.ts). */
export function paymentProvider(deps: Pick<Deps, 'env'>): PaymentProvider {
  let provider = cache.get(deps.env);
  if (!provider) {
    provider =
      deps.env.PAYMENT_PROVIDER === 'stripe'
        ? createStripeProvider(deps.env)
        : createTestProvider(deps.env);
    cache.set(deps.env, provider);
  }
  return provider;
}

/** The built-in provider takes no real payment: its pages, the basket and invoices say so. */
export const isTestPayment = (deps: Pick<Deps, 'env'>) => deps.env.PAYMENT_PROVIDER === 'test';
