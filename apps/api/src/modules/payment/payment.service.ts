import {
  PAYMENT_MESSAGES,
  PLAN_NAMES,
  SUBSCRIPTION_ID_PLACEHOLDER,
  applyCoupon,
  computePaymentStatus,
  isPurchasable,
  type PaymentInitBody,
} from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { badRequest, notFound } from '../../errors.js';
import { requireBillingProfile } from '../billing/billing.service.js';
import { usableCouponPercent } from '../coupons/coupons.service.js';
import { listVersionSummaries } from '../duerp/duerp.repository.js';
import { loadAccessContext, loadAccount, requireDocument } from '../duerp/duerp.service.js';
import {
  findSubscription,
  insertSubscription,
  listPaidSubscriptions,
} from '../subscriptions/subscriptions.repository.js';
import { runningPremium } from '../subscriptions/subscription-rules.js';
import { premiumPriceFor } from '../subscriptions/subscriptions.service.js';
import { paymentProvider } from './providers.js';

/** Redirects go back to this application only (no open redirect). */
export function assertOwnUrl(deps: Deps, url: string): void {
  if (new URL(url).origin !== new URL(deps.env.PUBLIC_URL).origin)
    throw badRequest(PAYMENT_MESSAGES.returnUrlInvalid);
}

export async function checkCoupon(deps: Deps, code: string) {
  const coupon = await usableCouponPercent(deps.db, code);
  return { isValidCoupon: coupon !== null, discountPercentage: coupon?.percent ?? 0 };
}

/** The price before coupon of a purchase, after checking it may be bought. */
async function basePrice(deps: Deps, accountId: string, body: PaymentInitBody, now: Date) {
  const account = await loadAccount(deps.db, accountId);
  if (account.isVip) throw badRequest(PAYMENT_MESSAGES.vipNoPurchase);
  if (body.planId === 'SUBPLAN_STANDARD') {
    const documentId = body.duerpDocId ?? '';
    const row = await requireDocument(deps.db, accountId, documentId);
    const [access, versions] = await Promise.all([
      loadAccessContext(deps.db, accountId),
      listVersionSummaries(deps.db, [row.id]),
    ]);
    const status = computePaymentStatus({
      isVip: access.isVip,
      hasVersions: versions.length > 0,
      purchasedUntilDate: access.purchasedUntil(row.id)?.toISOString() ?? null,
      now,
    });
    if (!isPurchasable(status)) throw badRequest(PAYMENT_MESSAGES.notPurchasable);
    return {
      priceHT: deps.env.STANDARD_PLAN_PRICE_HT,
      productName: `${PLAN_NAMES.SUBPLAN_STANDARD} – ${row.displayName}`,
      documentId,
    };
  }
  const rows = await listPaidSubscriptions(deps.db, accountId);
  if (runningPremium(rows, now)) throw badRequest(PAYMENT_MESSAGES.alreadyPremium);
  return {
    priceHT: premiumPriceFor(deps, rows, now).currentPrice,
    productName: PLAN_NAMES.SUBPLAN_PREMIUM,
    documentId: null,
  };
}

/** Records a pending purchase and returns the provider's checkout page. */
export async function initPayment(
  deps: Deps,
  accountId: string,
  body: PaymentInitBody,
  now = new Date(),
) {
  assertOwnUrl(deps, body.successUrl);
  assertOwnUrl(deps, body.cancelUrl);
  const billingProfile = await requireBillingProfile(deps.db, accountId, body.billingProfileId);
  const { priceHT, productName, documentId } = await basePrice(deps, accountId, body, now);
  let coupon: { code: string; percent: number } | null = null;
  if (body.couponCode) {
    coupon = await usableCouponPercent(deps.db, body.couponCode, now);
    if (!coupon) throw badRequest(PAYMENT_MESSAGES.couponInvalid);
  }
  const finalHT = coupon ? applyCoupon(priceHT, coupon.percent) : priceHT;
  const provider = paymentProvider(deps);
  const subscription = await insertSubscription(deps.db, {
    accountId,
    plan: body.planId,
    duerpDocumentId: documentId,
    billingProfileId: billingProfile.id,
    priceHtCents: Math.round(finalHT * 100),
    couponCode: coupon?.code ?? null,
    provider: provider.name,
    successUrl: body.successUrl,
    cancelUrl: body.cancelUrl,
  });
  const account = await loadAccount(deps.db, accountId);
  const checkoutUrl = await provider.createCheckout({
    subscription,
    billingProfile,
    customerEmail: account.email,
    productName,
    priceHT: finalHT,
    successUrl: body.successUrl.replace(SUBSCRIPTION_ID_PLACEHOLDER, subscription.id),
    cancelUrl: body.cancelUrl,
  });
  return { checkoutUrl };
}

/** From the stored subscription only, never from the client's word. */
export async function checkPaymentSuccess(deps: Deps, accountId: string, subscriptionId: string) {
  const row = await findSubscription(deps.db, accountId, subscriptionId);
  if (!row) throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
  return { isPaymentSuccess: row.activatedAt !== null };
}

export async function managePage(
  deps: Deps,
  accountId: string,
  billingProfileId: string,
  returnUrl: string,
) {
  assertOwnUrl(deps, returnUrl);
  const billingProfile = await requireBillingProfile(deps.db, accountId, billingProfileId);
  return {
    managePageUrl: await paymentProvider(deps).managePageUrl({
      accountId,
      billingProfile,
      returnUrl,
    }),
  };
}
