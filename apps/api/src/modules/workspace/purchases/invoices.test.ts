import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import {
  createBillingProfile,
  initPayment,
  payOnTestCheckout,
} from '../../../../test/helpers/payment.js';
import { poppler } from '../../../../test/helpers/pdf.js';
import { invoices } from '../../../db/schema/index.js';
import { operatorCommand } from '../../billing/operator/operator.admin.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { nextInvoiceNumber } from './invoices.repository.js';
import { getOperatorIdentity } from '../../billing/operator/operator.service.js';

let t: TestApp;
let pdf: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  t = await createTestApp({
    PREMIUM_PLAN_PRICE_HT: '299',
    OPERATOR_LEGAL_NAME: 'Prévention Numérique',
    OPERATOR_LEGAL_FORM: 'SAS',
    OPERATOR_SHARE_CAPITAL: '10 000 €',
    OPERATOR_ADDRESS: '5 place Bellecour, 69002 Lyon',
    OPERATOR_SIREN: '303265045',
    OPERATOR_SIRET: '30326504500017',
    OPERATOR_RCS: 'RCS Lyon 303 265 045',
    OPERATOR_VAT_NUMBER: 'FR40303265045',
  });
  pdf = await poppler();
});
afterAll(async () => {
  await pdf.cleanup();
  await t.close();
});

const numberIn = (year: number) => t.app.deps.db.transaction((tx) => nextInvoiceNumber(tx, year));

describe('invoice numbers', () => {
  it('gives a rolled-back number to the next invoice: no gap in the series', async () => {
    expect(await numberIn(2031)).toBe('F-2031-000001');
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        expect(await nextInvoiceNumber(tx, 2031)).toBe('F-2031-000002');
        throw new Error('paiement annulé');
      }),
    ).rejects.toThrow('paiement annulé');
    expect(await numberIn(2031)).toBe('F-2031-000002');
  });

  it('numbers concurrent invoices one after the other, even when one of them fails', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = t.app.deps.db.transaction(async (tx) => {
      await nextInvoiceNumber(tx, 2032);
      await held;
      throw new Error('échec');
    });
    const others = Promise.all([numberIn(2032), numberIn(2032)]);
    setTimeout(release, 50);
    await expect(failing).rejects.toThrow('échec');
    expect((await others).sort()).toEqual(['F-2032-000001', 'F-2032-000002']);
    expect(await numberIn(2032)).toBe('F-2032-000003');
  });
});

/** A premium bought on the test provider; its invoice row and its PDF from the portal. */
async function buyPremium() {
  const account = await createAccount(t);
  const profile = await createBillingProfile(t, account.auth);
  const init = await initPayment(t, account.auth, {
    planId: 'SUBPLAN_PREMIUM',
    billingProfileId: profile.id,
  });
  await payOnTestCheckout(t, init.json<{ checkoutUrl: string }>().checkoutUrl);
  const manage = await t.app.inject({
    method: 'POST',
    url: '/api/payment/manage',
    headers: account.auth,
    payload: { returnUrl: `${t.env.PUBLIC_URL}/my-account`, billingProfileId: profile.id },
  });
  const portalUrl = new URL(manage.json<{ managePageUrl: string }>().managePageUrl);
  const portal = await t.app.inject({ method: 'GET', url: portalUrl.pathname + portalUrl.search });
  const link = /href="([^"]+invoices[^"]+)"/.exec(portal.body)![1]!.replace(/&amp;/g, '&');
  const download = await t.app.inject({ method: 'GET', url: link });
  const [row] = await t.app.deps.db
    .select()
    .from(invoices)
    .where(eq(invoices.espaceId, account.espaceId));
  return { row: row!, text: (await pdf.pages(download.rawPayload)).join('\n') };
}

describe('invoice PDF', () => {
  it('carries the French mandatory mentions, marked as a test invoice', async () => {
    await operatorCommand(t.app.deps, ['set', 'legalName', 'Prévention Numérique SAS'], '');
    const { row, text } = await buyPremium();
    const issued = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(row.issuedAt);
    expect(text).toContain('FACTURE DE TEST — sans valeur');
    expect(text).toContain(`Facture n° ${row.number}`);
    expect(text).toContain(`Date d’émission : ${issued}`);
    // The database value wins over OPERATOR_LEGAL_NAME.
    expect(text).toContain('Prévention Numérique SAS');
    for (const mention of [
      'SAS au capital de 10 000 €',
      '5 place Bellecour, 69002 Lyon',
      'SIREN : 303 265 045',
      'SIRET : 303 265 045 00017',
      'RCS : RCS Lyon 303 265 045',
      'TVA intracommunautaire : FR40303265045',
      'Boulangerie Martin SARL',
      '69003 Lyon',
      'SIREN : 732 829 320',
      'TVA intracommunautaire : FR12732829320',
      "Plan Premium – jusqu'à 5 DUERP, 1 an",
      'Prix unitaire HT',
      '299,00 €',
      'TVA 20 %',
      '59,80 €',
      '358,80 €',
      `Paiement simulé le ${issued}`,
      'Escompte pour paiement anticipé : néant.',
      'art. L441-10)',
      'majoré de 10 points',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'art. L441-10 et D441-5',
    ])
      expect(text).toContain(mention);
    expect(text).toMatch(/Période : du \d{1,2} \p{L}+ 20\d\d au \d{1,2} \p{L}+ 20\d\d/u);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain('[');
  });

  it('reads the period in French, ending the day before the anniversary', async () => {
    const { row } = await buyPremium();
    const bytes = await renderInvoicePdf(
      {
        ...row,
        description: 'Plan Standard – 1 DUERP, 1 an (du 2026-11-23 au 2027-11-23)',
        issuedAt: new Date('2026-11-23T10:00:00Z'),
      },
      { seller: await getOperatorIdentity(t.app.deps), isTestInvoice: false },
    );
    const text = (await pdf.pages(bytes)).join('\n');
    expect(text).toContain('Période : du 23 novembre 2026 au 22 novembre 2027');
    expect(text).toContain('Facture acquittée le 23 novembre 2026, par carte bancaire.');
    expect(text).not.toContain('FACTURE DE TEST');
  });
});
