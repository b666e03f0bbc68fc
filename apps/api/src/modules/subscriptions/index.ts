/**
 * The subscriptions module's public surface: the paid periods an account holds, and the prices.
 * Only payment writes subscriptions (payment/purchases.repository.ts).
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
