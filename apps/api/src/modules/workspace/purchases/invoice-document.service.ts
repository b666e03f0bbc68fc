import type { Deps } from '../../../lib/deps.js';
import { getOperatorIdentity } from '../../billing/operator/index.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceRow } from './invoices.repository.js';

/** An issued invoice as a PDF, with the operator's current identity; marked when nothing was paid. */
export async function invoicePdf(deps: Deps, invoice: InvoiceRow): Promise<Buffer> {
  return renderInvoicePdf(invoice, {
    seller: await getOperatorIdentity(deps),
    isTestInvoice: invoice.isTest,
  });
}
