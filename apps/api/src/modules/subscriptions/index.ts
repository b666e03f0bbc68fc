/** The subscriptions module's public surface: what other modules may import. */
export {
  isActivePremium,
  listPriceHT,
  premiumPriceFor,
  publicPrices,
} from './subscriptions.service.js';
export {
  findOpenCheckout,
  findSubscription,
  findSubscriptionById,
  findSubscriptionByProviderId,
  insertSubscription,
  listDueRenewals,
  listPaidSubscriptions,
  listStaleTestCheckouts,
  lockSubscription,
  replaceActiveStandards,
  type SubscriptionRow,
  type SubscriptionStatus,
  transitionSubscription,
  updateSubscription,
} from './subscriptions.repository.js';
export {
  isRunning,
  purchasedUntilResolver,
  rightCovered,
  runningPremium,
  runningStandards,
} from './subscription-rules.js';
