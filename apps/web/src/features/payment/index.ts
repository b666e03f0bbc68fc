/** Buying a plan: prices, checkout, the payment's result, billing profiles and subscriptions. */
export { invalidatePlanQueries } from './api/cache';
export { isPaymentUnderway, useCheckPaymentSuccess } from './api/check-payment-success';
export { useBillingProfiles } from './api/get-billing-profiles';
export { usePrices } from './api/get-prices';
export { usePublicPrices } from './api/get-public-prices';
export { BillingProfilesSection } from './components/billing-profiles-section';
export { CheckoutView } from './components/checkout-view';
export {
  PaymentError,
  PaymentProcessing,
  PaymentRefunded,
  PaymentSuccess,
} from './components/payment-result';
export { PlansView } from './components/plans-view';
export { SelectDuerpList } from './components/select-duerp-list';
export { SubscriptionsSection } from './components/subscriptions-section';
