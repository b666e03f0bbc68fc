/**
 * The billing profiles of an espace (the name and address its invoices bear) and its customer at
 * the payment provider.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { billingRoutes } from './billing.routes.js';
export {
  type BillingProfileRow,
  findBillingProfileRow,
  setProviderCustomer,
} from './billing.repository.js';
export { requireBillingProfile } from './billing.service.js';

export const billingProfilesModule: ApiModule = {
  routes: [billingRoutes],
};
