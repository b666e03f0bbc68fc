import Stripe from 'stripe';
import type { Env } from '../../../../config/env.js';

const clients = new Map<string, Stripe>();

/** One Stripe client per configuration; STRIPE_API_BASE points it elsewhere (tests). */
export function stripeClient(env: Env): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY manquant');
  const cacheKey = `${key}|${env.STRIPE_API_BASE ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    client = new Stripe(key, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || undefined,
            protocol: base.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}
