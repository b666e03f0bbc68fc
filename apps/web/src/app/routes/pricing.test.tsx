import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { PricingRoute } from './pricing';

const card = (name: string) => screen.getByRole('article', { name });

describe('/tarifs', () => {
  it('shows a visitor the four plans of /choose-plan with the list prices HT', async () => {
    mockApi({
      'GET /api/public/prices': () => ({ body: { standardPlanPrice: 99, premiumPlanPrice: 299 } }),
    });
    renderWithProviders(<PricingRoute />, { url: '/tarifs' });
    expect(await screen.findByRole('article', { name: 'Gratuit' })).toBeInTheDocument();
    expect(within(card('Standard')).getByText('99,00 €')).toBeInTheDocument();
    expect(within(card('Premium')).getByText('299,00 €')).toBeInTheDocument();
    expect(screen.queryByText('Plan actuel')).not.toBeInTheDocument();
    for (const [plan, label] of [
      ['Standard', 'Choisir Standard'],
      ['Premium', 'Choisir Premium'],
    ] as const) {
      expect(within(card(plan)).getByRole('link', { name: label })).toHaveAttribute(
        'href',
        '/create-account',
      );
    }
    expect(
      within(card('Sur mesure')).getByRole('link', { name: 'Nous contacter' }),
    ).toHaveAttribute('href', '/contact');
  });

  it('says so when the prices cannot be loaded', async () => {
    mockApi({ 'GET /api/public/prices': () => ({ status: 500 }) });
    renderWithProviders(<PricingRoute />, { url: '/tarifs' });
    expect(await screen.findByText('Erreur lors du chargement des tarifs.')).toBeInTheDocument();
  });
});
