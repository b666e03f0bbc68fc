import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PricesResponse } from '@duerp/domain/payment';
import { renderWithProviders } from '@/test/render';
import { PlanBanner } from './plan-banner';

const prices = (overrides: Partial<PricesResponse> = {}): PricesResponse => ({
  isVip: false,
  isActivePremiumPlan: false,
  premiumPlanActiveUntilDate: null,
  numberOfActiveStandardPlan: 0,
  isOnFreePlan: true,
  standardPlanPrice: 99,
  premiumPriceInfo: { originalPrice: 299, currentPrice: 299, discount: 0 },
  ...overrides,
});

describe('PlanBanner', () => {
  it('puts VIP before an active premium and standard plans', async () => {
    renderWithProviders(
      <PlanBanner
        prices={prices({
          isVip: true,
          isActivePremiumPlan: true,
          numberOfActiveStandardPlan: 2,
          isOnFreePlan: false,
        })}
      />,
    );
    expect(await screen.findByText('Votre plan : accès VIP')).toBeInTheDocument();
  });

  it('puts an active premium before standard plans, with its end date', async () => {
    renderWithProviders(
      <PlanBanner
        prices={prices({
          isActivePremiumPlan: true,
          premiumPlanActiveUntilDate: '2027-03-01T10:00:00Z',
          numberOfActiveStandardPlan: 1,
          isOnFreePlan: false,
        })}
      />,
    );
    expect(await screen.findByText('Votre plan : Premium')).toBeInTheDocument();
    expect(screen.getByText(/jusqu'au 1 mars 2027/)).toBeInTheDocument();
  });

  it('counts the documents of the standard plans', async () => {
    renderWithProviders(
      <PlanBanner prices={prices({ numberOfActiveStandardPlan: 2, isOnFreePlan: false })} />,
    );
    expect(await screen.findByText('Votre plan : Standard')).toBeInTheDocument();
    expect(screen.getByText(/2 DUERP sont en accès complet/)).toBeInTheDocument();
  });

  it('falls back to the free plan, with a link to the plans', async () => {
    renderWithProviders(<PlanBanner prices={prices()} />);
    expect(await screen.findByText('Votre plan : Gratuit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir les plans tarifaires' })).toHaveAttribute(
      'href',
      '/choose-plan',
    );
  });

  it('says the subscription information could not be loaded', async () => {
    renderWithProviders(<PlanBanner prices={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Impossible de charger les informations d'abonnement.",
    );
  });
});
