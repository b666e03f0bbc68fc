import {
  PAYMENT_MESSAGES,
  PLAN_NAMES,
  priceTTC,
  type PricesResponse,
  type Subscription,
} from '@duerp/domain/payment';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, notFound } from '../../../errors.js';
import { loadEspace } from '../../identity/espaces/index.js';
import { documentStore } from '../../documents/document-store/index.js';
import {
  findSubscription,
  isRunning,
  listPaidSubscriptions,
  premiumPriceFor,
  runningPremium,
  runningStandards,
  type SubscriptionRow,
  updateSubscription,
} from '../../billing/subscriptions/index.js';
import { isTestPayment, paymentProvider } from './providers.js';

/*
 * The account's plans as the payment screens show them (prices, subscriptions, auto-renew). In
 * the purchases module, which owns the provider, so that subscriptions depends on nothing above it.
 */

export async function getPrices(
  deps: Deps,
  espaceId: string,
  now = new Date(),
): Promise<PricesResponse> {
  const espace = await loadEspace(deps.db, espaceId);
  const rows = await listPaidSubscriptions(deps.db, espaceId);
  const premium = runningPremium(rows, now);
  const standards = runningStandards(rows, now);
  return {
    isVip: espace.isVip,
    isActivePremiumPlan: premium !== null,
    premiumPlanActiveUntilDate: premium?.periodEnd?.toISOString() ?? null,
    numberOfActiveStandardPlan: standards.length,
    isOnFreePlan: !espace.isVip && premium === null && standards.length === 0,
    standardPlanPrice: deps.env.STANDARD_PLAN_PRICE_HT,
    premiumPriceInfo: premiumPriceFor(deps, rows, now),
    isTestPayment: isTestPayment(deps),
  };
}

function toSubscription(
  row: SubscriptionRow,
  documentNames: Map<string, string>,
  now: Date,
): Subscription {
  const running = isRunning(row, now);
  // What was actually paid for the current period; renewals charge the price sold.
  const recurringPriceHT = row.priceHtCents / 100;
  const renewalHT = row.renewalPriceHtCents === null ? null : row.renewalPriceHtCents / 100;
  const documentName = row.duerpDocumentId ? documentNames.get(row.duerpDocumentId) : undefined;
  const end = row.periodEnd?.toISOString() ?? null;
  return {
    id: row.id,
    productDisplayName: documentName
      ? `${PLAN_NAMES[row.plan]} – ${documentName}`
      : PLAN_NAMES[row.plan],
    recurringPriceHT,
    recurringPriceTTC: priceTTC(recurringPriceHT),
    ...(renewalHT !== null && renewalHT !== recurringPriceHT
      ? { renewalPriceTTC: priceTTC(renewalHT) }
      : {}),
    isActive: running,
    isAutoRenew: running && row.isAutoRenew,
    plannedNextBillingTime: running && row.isAutoRenew ? end : null,
    plannedCancellationTime: running && row.isAutoRenew ? null : end,
  };
}

export async function mySubscriptions(
  deps: Deps,
  espaceId: string,
  now = new Date(),
): Promise<Subscription[]> {
  const [rows, names] = await Promise.all([
    listPaidSubscriptions(deps.db, espaceId),
    documentStore.displayNames(deps.db, espaceId),
  ]);
  return rows.map((row) => toSubscription(row, names, now)).reverse();
}

/** Subscriptions: a running subscription stays active until its end either way. */
export async function toggleAutoRenew(
  deps: Deps,
  espaceId: string,
  subscriptionId: string,
  enable: boolean,
) {
  const row = await findSubscription(deps.db, espaceId, subscriptionId);
  if (!row || row.status === 'pending' || row.status === 'abandoned')
    throw notFound(PAYMENT_MESSAGES.subscriptionNotFound);
  if (!isRunning(row, new Date()))
    throw badRequest('Cet abonnement est terminé : son renouvellement ne peut plus être modifié.');
  await paymentProvider(deps).setAutoRenew(row, enable);
  await updateSubscription(deps.db, row.id, { isAutoRenew: enable });
}
