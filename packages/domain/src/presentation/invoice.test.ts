import { describe, expect, it } from 'vitest';
import { formatCents, invoiceLine, presentInvoice } from './invoice.js';

describe('presentInvoice', () => {
  it('writes the amounts with cents and the issue date in Paris time', () => {
    const shown = presentInvoice({
      number: 'F-2026-000042',
      description: 'Plan Standard – 1 DUERP, 1 an (du 2026-12-31 au 2027-12-31)',
      issuedAt: '2026-12-31T23:30:00Z',
      amountHtCents: 123_450,
      vatCents: 24_690,
      amountTtcCents: 148_140,
    });
    expect(shown).toEqual({
      title: 'Facture n° F-2026-000042',
      issuedOn: '1 janvier 2027',
      designation: 'Plan Standard – 1 DUERP, 1 an',
      period: 'du 31 décembre 2026 au 30 décembre 2027',
      ht: '1 234,50 €',
      vatLabel: 'TVA 20 %',
      vat: '246,90 €',
      ttc: '1 481,40 €',
    });
    expect(formatCents(29_900)).toBe('299,00 €');
  });
  it('keeps a description without a period whole', () => {
    expect(invoiceLine('Plan Premium')).toEqual({ designation: 'Plan Premium', period: null });
  });
});
