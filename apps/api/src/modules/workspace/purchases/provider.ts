import type { BillingProfileRow } from '../../billing/billing-profiles/index.js';
import type { SubscriptionRow } from '../../billing/subscriptions/index.js';

export interface CheckoutRequest {
  subscription: SubscriptionRow;
  billingProfile: BillingProfileRow;
  customerEmail: string;
  productName: string;
  /** The first payment, before VAT (after coupon and premium credit). */
  priceHT: number;
  /** Each renewal, before VAT. */
  renewalPriceHT: number;
  successUrl: string;
  cancelUrl: string;
  /** The application's origin for this request (the test provider's pages live there). */
  origin: string;
}

/** Where a purchase is paid: the built-in test provider, or Stripe (PAYMENT_PROVIDER). */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** The hosted checkout page the browser is sent to, and the provider's id of that checkout. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; checkoutId: string | null }>;
  /** Closes an open checkout so that it can no longer be paid; false when it was already paid. */
  closeCheckout(checkoutId: string): Promise<boolean>;
  /** The customer portal (payment method, invoices) of a billing profile. */
  managePageUrl(args: {
    espaceId: string;
    billingProfile: BillingProfileRow;
    returnUrl: string;
    origin: string;
  }): Promise<string>;
  /** Tells the provider whether to renew at the end of the period. */
  setAutoRenew(subscription: SubscriptionRow, enable: boolean): Promise<void>;
  /**
   * Pays back a payment received for a right already covered, and stops its renewals.
   * `paymentId` is the provider's id of what was paid (Stripe: the first invoice). Idempotent.
   */
  refund(subscription: SubscriptionRow, paymentId: string | null): Promise<void>;
}
