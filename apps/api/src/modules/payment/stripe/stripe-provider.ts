import { priceTTC } from '@duerp/domain';
import type { Env } from '../../../config/env.js';
import { badRequest } from '../../../errors.js';
import type { PaymentProvider } from '../provider.js';
import { stripeClient } from './stripe-client.js';

/**
 * Stripe: Checkout Sessions in subscription mode (annual), the Billing Portal, and
 * cancel-at-period-end for the auto-renew toggle. Payments are confirmed by the webhook.
 */
export function createStripeProvider(env: Env): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout({
      subscription,
      billingProfile,
      customerEmail,
      productName,
      priceHT,
      successUrl,
      cancelUrl,
    }) {
      const session = await stripeClient(env).checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: Math.round(priceTTC(priceHT) * 100),
                recurring: { interval: 'year' },
                product_data: { name: productName },
              },
            },
          ],
          ...(billingProfile.providerCustomerId
            ? { customer: billingProfile.providerCustomerId }
            : { customer_email: customerEmail }),
          client_reference_id: subscription.id,
          metadata: { subscriptionId: subscription.id },
          subscription_data: { metadata: { subscriptionId: subscription.id } },
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale: 'fr',
        },
        { idempotencyKey: `checkout-${subscription.id}` },
      );
      if (!session.url) throw new Error('Stripe n’a pas renvoyé d’adresse de paiement');
      return session.url;
    },
    async managePageUrl({ billingProfile, returnUrl }) {
      if (!billingProfile.providerCustomerId) {
        throw badRequest("Aucun paiement n'a encore été effectué avec ce profil de facturation.");
      }
      const session = await stripeClient(env).billingPortal.sessions.create({
        customer: billingProfile.providerCustomerId,
        return_url: returnUrl,
        locale: 'fr',
      });
      return session.url;
    },
    async setAutoRenew(subscription, enable) {
      if (!subscription.providerSubscriptionId) return;
      await stripeClient(env).subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: !enable,
      });
    },
  };
}
