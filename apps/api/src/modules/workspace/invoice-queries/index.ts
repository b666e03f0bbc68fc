/** Read-only: invoices joined with the subscription they bill (the billing profile's invoices). */
export { findInvoice, listInvoicesOfProfile } from './invoice-queries.repository.js';
