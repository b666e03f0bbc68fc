import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceSummary } from './price-summary';

/** The amount shown beside a label of the summary. */
const amount = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('PriceSummary', () => {
  it('shows the price HT, the 20 % VAT and the TTC total per year', () => {
    render(
      <PriceSummary
        productName="Plan Standard – 1 DUERP, 1 an"
        description="Boulangerie – SIRET 73282932000074"
        priceHT={99}
      />,
    );
    expect(screen.getByText('Boulangerie – SIRET 73282932000074')).toBeInTheDocument();
    expect(amount('Prix HT')).toBe('99,00 €');
    expect(amount('TVA (20 %)')).toBe('19,80 €');
    expect(amount('Total TTC par an')).toBe('118,80 €');
    expect(screen.queryByText(/Code promo/)).not.toBeInTheDocument();
  });

  it('applies the coupon percent to the current price HT before VAT', () => {
    render(<PriceSummary productName="Plan Standard" priceHT={99} couponPercent={20} />);
    expect(amount('Prix HT')).toBe('99,00 €');
    expect(amount('Code promo (−20 %)')).toBe('− 19,80 €');
    expect(amount('Total HT')).toBe('79,20 €');
    expect(amount('TVA (20 %)')).toBe('15,84 €');
    expect(amount('Total TTC (première année)')).toBe('95,04 €');
    expect(amount('Puis, chaque année (TTC)')).toBe('118,80 €');
  });

  it('shows the premium discount, and the coupon on the discounted price', () => {
    render(
      <PriceSummary
        productName="Plan Premium"
        priceHT={219.8}
        originalPriceHT={299}
        couponPercent={10}
      />,
    );
    expect(amount('Prix initial HT')).toBe('299,00 €');
    expect(amount('Remise (abonnements Standard en cours)')).toBe('− 79,20 €');
    expect(amount('Prix HT')).toBe('219,80 €');
    expect(amount('Total HT')).toBe('197,82 €');
    expect(amount('Total TTC (première année)')).toBe('237,38 €');
    expect(amount('Puis, chaque année (TTC)')).toBe('358,80 €');
  });
});
