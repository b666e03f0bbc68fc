/**
 * Buying plans: checkout with the payment provider (Stripe or the test provider), activation,
 * renewals, refunds and invoices.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { paymentRoutes } from './payment.routes.js';
import { testProviderRoutes } from './test-provider/test-provider.routes.js';
import { stripeWebhookRoutes } from './stripe/webhook.routes.js';
import { scheduleRenewals } from './renewal.service.js';
export { renewDueSubscriptions } from './renewal.service.js';
export { invoicePdf } from './invoice-document.service.js';
export { listInvoicesOfAccount } from './invoices.repository.js';

export const purchasesModule: ApiModule = {
  routes: [paymentRoutes, testProviderRoutes, stripeWebhookRoutes],
  jobs: [scheduleRenewals],
};
