import { z } from 'zod';
import { route } from './route.js';

const params = z.strictObject({ id: z.uuid({ error: 'Identifiant invalide.' }) });
/** The signed link of the customer portal. */
const query = z.strictObject({ token: z.string().min(1).max(2000) });

/**
 * The built-in test provider's hosted pages (PAYMENT_PROVIDER=test): the checkout the browser is
 * sent to, and the customer portal. They answer HTML pages, redirects and invoice PDFs.
 */
export const testPayment = {
  checkout: route({ method: 'GET', path: '/api/payment/test-checkout/:id', params }),
  pay: route({ method: 'POST', path: '/api/payment/test-checkout/:id/pay', params }),
  cancel: route({ method: 'POST', path: '/api/payment/test-checkout/:id/cancel', params }),
  portal: route({ method: 'GET', path: '/api/payment/test-portal', query }),
  invoice: route({
    method: 'GET',
    path: '/api/payment/test-portal/invoices/:id',
    params,
    query,
  }),
};
