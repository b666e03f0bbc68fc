/** The billing module's public surface: what other modules may import. */
export { billingRoutes } from './billing.routes.js';
export {
  type BillingProfileRow,
  findBillingProfileRow,
  setProviderCustomer,
} from './billing.repository.js';
export { requireBillingProfile } from './billing.service.js';
