/**
 * The paid periods an espace holds and the plans' prices; only purchases writes them (the writes
 * of payments.repository.ts).
 */
export {
  isActivePremium,
  listPriceHT,
  premiumPriceFor,
  publicPrices,
} from './subscriptions.service.js';
export { listPaidSubscriptions, type SubscriptionRow } from './subscriptions.repository.js';
export {
  isRunning,
  purchasedUntilResolver,
  rightCovered,
  runningPremium,
  runningStandards,
} from './subscription-rules.js';
export {
  findOpenCheckout,
  findSubscription,
  findSubscriptionById,
  findSubscriptionByProviderId,
  insertSubscription,
  listDueRenewals,
  listStaleTestCheckouts,
  lockSubscription,
  replaceActiveStandards,
  type SubscriptionStatus,
  transitionSubscription,
  updateSubscription,
} from './payments.repository.js';
