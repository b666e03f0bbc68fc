import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_FIELD_NAMES, type OperatorIdentity } from '@duerp/domain/operator';
import { poppler } from '../../../../test/helpers/pdf.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceRow } from './invoices.repository.js';

/*
 * The invoice's golden test (issue 26): a reference invoice with fixed dates and amounts, its
 * text as pdftotext lays it out against golden/invoice.txt, and its bytes against
 * golden/invoice.sha256 — an issued invoice is a legal document that must print as it did.
 * To accept a deliberate change, regenerate and review the diff:
 *   UPDATE_GOLDEN=1 npx vitest run apps/api/src/modules/workspace/purchases/invoice-golden.test.ts
 */
const GOLDEN = fileURLToPath(new URL('./golden/invoice.txt', import.meta.url));
const GOLDEN_SHA256 = fileURLToPath(new URL('./golden/invoice.sha256', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';

const SELLER: OperatorIdentity = {
  ...(Object.fromEntries(OPERATOR_FIELD_NAMES.map((name) => [name, null])) as OperatorIdentity),
  legalName: 'Prévention Numérique',
  legalForm: 'SAS',
  shareCapital: '10 000 €',
  address: '5 place Bellecour, 69002 Lyon',
  siren: '303265045',
  siret: '30326504500017',
  rcs: 'RCS Lyon 303 265 045',
  vatNumber: 'FR40303265045',
};

/** Amounts with thousands and cents, a period across a year's end, a buyer with a VAT number. */
const INVOICE: InvoiceRow = {
  id: '00000000-0000-4000-8000-000000000001',
  espaceId: '00000000-0000-4000-8000-000000000002',
  subscriptionId: '00000000-0000-4000-8000-000000000003',
  number: 'F-2026-000042',
  description: "Plan Entreprise – jusqu'à 20 DUERP, 1 an (du 2026-12-31 au 2027-12-31)",
  billingAddress: {
    name: 'Boulangerie Martin SARL',
    line1: '8 rue de la République',
    line2: 'Bâtiment B',
    postalCode: '69003',
    city: 'Lyon',
    country: 'FR',
    vatNumber: 'FR12 732829320',
  },
  amountHtCents: 123_450,
  vatCents: 24_690,
  amountTtcCents: 148_140,
  issuedAt: new Date('2026-12-31T23:30:00Z'),
  isTest: false,
};

let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  pdfs = await poppler();
});
afterAll(async () => {
  await pdfs.cleanup();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the invoice PDF against its golden reference', () => {
  it('writes the text of golden/invoice.txt, dates and amounts French style', async () => {
    const pages = await pdfs.pages(
      await renderInvoicePdf(INVOICE, { seller: SELLER, isTestInvoice: false }),
    );
    const actual = `${pages.map((p) => p.replace(/[ \t]+$/gm, '').replace(/\n+$/, '')).join('\n\f\n')}\n`;
    if (UPDATE) writeFileSync(GOLDEN, actual);
    expect(existsSync(GOLDEN), 'golden/invoice.txt manque : UPDATE_GOLDEN=1 le crée').toBe(true);
    expect(actual).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('renders the reference invoice, paid and test, to the bytes of golden/invoice.sha256', async () => {
    const actual = [
      `paid ${sha256(await renderInvoicePdf(INVOICE, { seller: SELLER, isTestInvoice: false }))}`,
      `test ${sha256(await renderInvoicePdf({ ...INVOICE, isTest: true }, { seller: SELLER, isTestInvoice: true }))}`,
    ].join('\n');
    if (UPDATE) writeFileSync(GOLDEN_SHA256, `${actual}\n`);
    expect(actual).toBe(readFileSync(GOLDEN_SHA256, 'utf8').trim());
  });
});
