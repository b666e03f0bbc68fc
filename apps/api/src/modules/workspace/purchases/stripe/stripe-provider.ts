import { priceTTC } from '@duerp/domain/payment';
import type { Env } from '../../../../config/env.js';
import { badRequest } from '../../../../errors.js';
import type { PaymentProvider } from '../provider.js';
import { stripeClient } from './stripe-client.js';

const cents = (euros: number) => Math.round(euros * 100);

/**
 * Stripe: Checkout Sessions in subscription mode (annual, at the renewal price, the first year
 * lowered by a one-time discount), the Billing Portal, cancel-at-period-end for the auto-renew
 * toggle, and refunds. Payments are confirmed by the webhook.
 */
export function createStripeProvider(env: Env): PaymentProvider {
  const stripe = () => stripeClient(env);
  return {
    name: 'stripe',
    async createCheckout(request) {
      const { subscription, billingProfile, customerEmail, productName } = request;
      const renewalTTC = cents(priceTTC(request.renewalPriceHT));
      const firstTTC = cents(priceTTC(request.priceHT));
      // Coupon and premium credit lower the first year only (CGV); renewals charge the price sold.
      const discount =
        firstTTC < renewalTTC
          ? await stripe().coupons.create(
              {
                amount_off: renewalTTC - firstTTC,
                currency: 'eur',
                duration: 'once',
                max_redemptions: 1,
                name: 'Réduction de la première année',
              },
              { idempotencyKey: `coupon-${subscription.id}` },
            )
          : null;
      const session = await stripe().checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: renewalTTC,
                recurring: { interval: 'year' },
                product_data: { name: productName },
              },
            },
          ],
          ...(discount ? { discounts: [{ coupon: discount.id }] } : {}),
          ...(billingProfile.providerCustomerId
            ? { customer: billingProfile.providerCustomerId }
            : { customer_email: customerEmail }),
          client_reference_id: subscription.id,
          metadata: { subscriptionId: subscription.id },
          subscription_data: { metadata: { subscriptionId: subscription.id } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: 'fr',
        },
        { idempotencyKey: `checkout-${subscription.id}` },
      );
      if (!session.url) throw new Error('Stripe n’a pas renvoyé d’adresse de paiement');
      return { url: session.url, checkoutId: session.id };
    },
    async closeCheckout(checkoutId) {
      const session = await stripe().checkout.sessions.retrieve(checkoutId);
      if (session.status === 'complete') return false;
      if (session.status === 'open') await stripe().checkout.sessions.expire(checkoutId);
      return true;
    },
    async managePageUrl({ billingProfile, returnUrl }) {
      if (!billingProfile.providerCustomerId) {
        throw badRequest("Aucun paiement n'a encore été effectué avec ce profil de facturation.");
      }
      const session = await stripe().billingPortal.sessions.create({
        customer: billingProfile.providerCustomerId,
        return_url: returnUrl,
        locale: 'fr',
      });
      return session.url;
    },
    async setAutoRenew(subscription, enable) {
      if (!subscription.providerSubscriptionId) return;
      await stripe().subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: !enable,
      });
    },
    async refund(subscription, invoiceId) {
      if (subscription.providerSubscriptionId)
        await stripe().subscriptions.cancel(subscription.providerSubscriptionId, undefined, {
          idempotencyKey: `cancel-${subscription.id}`,
        });
      if (!invoiceId) return;
      const invoice = await stripe().invoices.retrieve(invoiceId, { expand: ['payments'] });
      for (const { payment } of invoice.payments?.data ?? []) {
        const intent = payment.payment_intent;
        if (!intent) continue;
        await stripe().refunds.create(
          { payment_intent: typeof intent === 'string' ? intent : intent.id },
          {
            idempotencyKey: `refund-${subscription.id}-${typeof intent === 'string' ? intent : intent.id}`,
          },
        );
      }
    },
  };
}
