import type { BillingProfileRow } from '../billing/billing.repository.js';
import type { SubscriptionRow } from '../subscriptions/subscriptions.repository.js';

export interface CheckoutRequest {
  subscription: SubscriptionRow;
  billingProfile: BillingProfileRow;
  customerEmail: string;
  productName: string;
  priceHT: number;
  successUrl: string;
  cancelUrl: string;
}

/** Where a purchase is paid: the built-in test provider, or Stripe. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** The hosted checkout page the browser is sent to. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /** The customer portal (payment method, invoices) of a billing profile. */
  managePageUrl(args: {
    accountId: string;
    billingProfile: BillingProfileRow;
    returnUrl: string;
  }): Promise<string>;
  /** Tells the provider whether to renew at the end of the period. */
  setAutoRenew(subscription: SubscriptionRow, enable: boolean): Promise<void>;
}
