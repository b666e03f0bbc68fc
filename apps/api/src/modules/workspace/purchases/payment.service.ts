import {
  PAYMENT_MESSAGES,
  PLAN_NAMES,
  SUBSCRIPTION_ID_PLACEHOLDER,
  applyCoupon,
  wrongAddressMessage,
  type PaymentInitBody,
  type PaymentState,
} from '@duerp/domain/payment';
import { computePaymentStatus, isPurchasable } from '@duerp/domain/duerp';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, notFound } from '../../../errors.js';
import { requireBillingProfile } from '../../billing/billing-profiles/index.js';
import { reserveCouponUse, usableCouponPercent } from '../../billing/coupons/index.js';
import { accessFacts, loadAccessContext, loadAccount } from '../../identity/account/index.js';
import { loadEspace, lockEspaceRow } from '../../identity/espaces/index.js';
import { documentStore } from '../../documents/document-store/index.js';
import { listVersionSummaries } from '../../publishing/versions/index.js';
import {
  findOpenCheckout,
  findSubscription,
  insertSubscription,
  listPaidSubscriptions,
  listPriceHT,
  premiumPriceFor,
  runningPremium,
  type SubscriptionRow,
  updateSubscription,
} from '../../billing/subscriptions/index.js';
import { endUnpaidCheckout } from './activation.service.js';
import { paymentProvider } from './providers.js';

const cents = (euros: number) => Math.round(euros * 100);

/** Redirects go back to this application only (no open redirect), in words a user can act on. */
export function assertOwnUrl(deps: Deps, origin: string, url: string): void {
  if (new URL(url).origin === origin) return;
  throw badRequest(
    deps.env.PUBLIC_URL ? wrongAddressMessage(origin) : PAYMENT_MESSAGES.returnUrlInvalid,
  );
}

export async function checkCoupon(deps: Deps, code: string) {
  const coupon = await usableCouponPercent(deps.db, code);
  return { isValidCoupon: coupon !== null, discountPercentage: coupon?.percent ?? 0 };
}

/** The price before coupon of a purchase, after checking it may be bought (in `tx`). */
async function basePrice(
  deps: Deps,
  tx: Executor,
  espaceId: string,
  body: PaymentInitBody,
  now: Date,
) {
  const espace = await loadEspace(tx, espaceId);
  if (espace.isVip) throw badRequest(PAYMENT_MESSAGES.vipNoPurchase);
  const renewalHT = listPriceHT(deps, body.planId);
  if (body.planId === 'SUBPLAN_STANDARD') {
    const row = await documentStore.require(tx, espaceId, body.duerpDocId ?? '');
    const access = await loadAccessContext(tx, espaceId);
    const versions = await listVersionSummaries(tx, [row.id]);
    const status = computePaymentStatus(accessFacts(access, row.id, versions.length > 0, now));
    if (!isPurchasable(status)) throw badRequest(PAYMENT_MESSAGES.notPurchasable);
    const productName = `${PLAN_NAMES.SUBPLAN_STANDARD} – ${row.displayName}`;
    return { priceHT: renewalHT, renewalHT, productName, documentId: row.id };
  }
  const rows = await listPaidSubscriptions(tx, espaceId);
  if (runningPremium(rows, now)) throw badRequest(PAYMENT_MESSAGES.alreadyPremium);
  const priceHT = premiumPriceFor(deps, rows, now).currentPrice;
  return { priceHT, renewalHT, productName: PLAN_NAMES.SUBPLAN_PREMIUM, documentId: null };
}

/**
 * Records a pending purchase and returns the provider's checkout page, with the payer's address.
 * Purchases of an espace are checked one at a time (espace row lock); the coupon use is taken atomically; one checkout
 * is open per right, so a new one (another tab) supersedes the older, which can no longer be paid.
 */
export async function initPayment(
  deps: Deps,
  espaceId: string,
  payerId: string,
  body: PaymentInitBody,
  origin: string,
  now = new Date(),
) {
  assertOwnUrl(deps, origin, body.successUrl);
  assertOwnUrl(deps, origin, body.cancelUrl);
  const billingProfile = await requireBillingProfile(deps.db, espaceId, body.billingProfileId);
  const provider = paymentProvider(deps);
  const opened = await deps.db.transaction(async (tx) => {
    await lockEspaceRow(tx, espaceId);
    const price = await basePrice(deps, tx, espaceId, body, now);
    const open = await findOpenCheckout(tx, { espaceId, duerpDocumentId: price.documentId });
    if (open?.status === 'processing') throw badRequest(PAYMENT_MESSAGES.paymentInProgress);
    if (open) await endUnpaidCheckout(tx, open.id, 'abandoned');
    let percent = 0;
    if (body.couponCode) {
      const coupon = await reserveCouponUse(tx, body.couponCode, now);
      if (!coupon) throw badRequest(PAYMENT_MESSAGES.couponInvalid);
      percent = coupon.percent;
    }
    const subscription = await insertSubscription(tx, {
      espaceId,
      payerAccountId: payerId,
      plan: body.planId,
      duerpDocumentId: price.documentId,
      billingProfileId: billingProfile.id,
      priceHtCents: cents(percent ? applyCoupon(price.priceHT, percent) : price.priceHT),
      renewalPriceHtCents: cents(price.renewalHT),
      couponCode: percent ? body.couponCode?.trim().toUpperCase() : null,
      provider: provider.name,
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
    });
    return { subscription, superseded: open, ...price };
  });
  const { subscription, superseded } = opened;
  const giveUp = () =>
    deps.db.transaction((tx) => endUnpaidCheckout(tx, subscription.id, 'abandoned'));
  try {
    // Paid in the other tab meanwhile: that payment stands, this checkout gives way.
    if (
      superseded?.providerCheckoutId &&
      !(await provider.closeCheckout(superseded.providerCheckoutId))
    )
      throw badRequest(PAYMENT_MESSAGES.paymentInProgress);
    const account = await loadAccount(deps.db, payerId);
    const checkout = await provider.createCheckout({
      subscription,
      billingProfile,
      customerEmail: account.email,
      productName: opened.productName,
      priceHT: subscription.priceHtCents / 100,
      renewalPriceHT: opened.renewalHT,
      successUrl: body.successUrl.replace(SUBSCRIPTION_ID_PLACEHOLDER, subscription.id),
      cancelUrl: body.cancelUrl,
      origin,
    });
    if (checkout.checkoutId)
      await updateSubscription(deps.db, subscription.id, {
        providerCheckoutId: checkout.checkoutId,
      });
    return { checkoutUrl: checkout.url };
  } catch (error) {
    await giveUp();
    throw error;
  }
}

const STATES: Record<SubscriptionRow['status'], PaymentState> = {
  pending: 'pending',
  processing: 'processing',
  active: 'paid',
  replaced: 'paid',
  abandoned: 'cancelled',
  failed: 'failed',
  refunded: 'refunded',
};

/** From the stored subscription only, never from the client's word. */
export async function checkPaymentSuccess(deps: Deps, espaceId: string, subscriptionId: string) {
  const row = await findSubscription(deps.db, espaceId, subscriptionId);
  if (!row) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
  return { isPaymentSuccess: row.activatedAt !== null, paymentState: STATES[row.status] };
}

export async function managePage(
  deps: Deps,
  espaceId: string,
  billingProfileId: string,
  returnUrl: string,
  origin: string,
) {
  assertOwnUrl(deps, origin, returnUrl);
  const billingProfile = await requireBillingProfile(deps.db, espaceId, billingProfileId);
  return {
    managePageUrl: await paymentProvider(deps).managePageUrl({
      espaceId,
      billingProfile,
      returnUrl,
      origin,
    }),
  };
}
