import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PricesResponse, Subscription } from '@duerp/domain/payment';
import { mockApi, renderWithProviders } from '@/test/render';
import { SubscriptionsSection } from './subscriptions-section';

const prices: PricesResponse = {
  isVip: false,
  isActivePremiumPlan: false,
  premiumPlanActiveUntilDate: null,
  numberOfActiveStandardPlan: 1,
  isOnFreePlan: false,
  standardPlanPrice: 99,
  premiumPriceInfo: { originalPrice: 299, currentPrice: 219.8, discount: 79.2 },
};
const subscription: Subscription = {
  id: 's1',
  productDisplayName: 'Plan Standard – 1 DUERP, 1 an – Boulangerie',
  recurringPriceHT: 99,
  recurringPriceTTC: 118.8,
  isActive: true,
  isAutoRenew: true,
  plannedNextBillingTime: '2027-03-01T10:00:00Z',
  plannedCancellationTime: null,
};

function setup() {
  let current = subscription;
  const calls = mockApi({
    'GET /api/myaccount/getprices': () => ({ body: prices }),
    'GET /api/myaccount/mysubscriptions': () => ({ body: [current] }),
    'GET /api/myaccount/mybillingprofiles': () => ({ body: [] }),
    'POST /api/payment/toggleautorenew': ({ body }) => {
      const enable = (body as { shouldEnableAutoRenew: boolean }).shouldEnableAutoRenew;
      current = enable
        ? subscription
        : {
            ...subscription,
            isAutoRenew: false,
            plannedNextBillingTime: null,
            plannedCancellationTime: '2027-03-01T10:00:00Z',
          };
      return {
        body: {
          message: enable
            ? 'Le renouvellement automatique est réactivé.'
            : 'Le renouvellement automatique est annulé.',
        },
      };
    },
  });
  renderWithProviders(<SubscriptionsSection />);
  return calls;
}

describe('SubscriptionsSection', () => {
  it('shows the plan banner and the subscription, and toggles auto-renew after confirmation', async () => {
    const user = userEvent.setup();
    const calls = setup();
    expect(await screen.findByText('Votre plan : Standard')).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: /Plan Standard/ });
    expect(within(item).getByText('Payé : 99,00 € HT / an (118,80 € TTC)')).toBeInTheDocument();
    expect(within(item).getByText('Actif')).toBeInTheDocument();
    expect(
      within(item).getByText('Renouvellement automatique le 1 mars 2027.'),
    ).toBeInTheDocument();

    const cancel = within(item).getByRole('button', { name: 'Annuler le renouvellement' });
    await user.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Annuler le renouvellement automatique ?' });
    expect(dialog).toHaveTextContent(
      "restera actif jusqu'à sa prochaine échéance, le 1 mars 2027, puis prendra fin.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retour' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler le renouvellement' }),
    );
    expect(
      await within(item).findByText('Se termine le 1 mars 2027 : il ne sera pas renouvelé.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Le renouvellement automatique est annulé.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      subscriptionId: 's1',
      shouldEnableAutoRenew: false,
    });

    await user.click(within(item).getByRole('button', { name: 'Réactiver le renouvellement' }));
    const reactivate = screen.getByRole('dialog', {
      name: 'Réactiver le renouvellement automatique ?',
    });
    expect(reactivate).toHaveTextContent('sera renouvelé automatiquement à sa prochaine échéance');
    await user.click(
      within(reactivate).getByRole('button', { name: 'Réactiver le renouvellement' }),
    );
    expect(
      await within(item).findByText('Renouvellement automatique le 1 mars 2027.'),
    ).toBeInTheDocument();
  });
});
