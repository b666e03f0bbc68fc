/** The payment module's public surface: what other modules may import. */
export { paymentRoutes } from './payment.routes.js';
export { testProviderRoutes } from './test-provider/test-provider.routes.js';
export { stripeWebhookRoutes } from './stripe/webhook.routes.js';
export { renewDueSubscriptions, scheduleRenewals } from './renewal.service.js';
export { invoicePdf } from './invoice-document.service.js';
export { listInvoicesOfAccount } from './invoices.repository.js';
