import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PricesResponse } from '@duerp/domain/payment';
import { setCurrentEspaceId } from '@/lib/current-espace';
import { mockApi, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import { ChoosePlanRoute } from './choose-plan';

const free: PricesResponse = {
  isVip: false,
  isActivePremiumPlan: false,
  premiumPlanActiveUntilDate: null,
  numberOfActiveStandardPlan: 0,
  isOnFreePlan: true,
  standardPlanPrice: 99,
  premiumPriceInfo: { originalPrice: 299, currentPrice: 299, discount: 0 },
};
const card = (name: string) => screen.getByRole('article', { name });

function renderWith(prices: PricesResponse | null | { status: number }, url = '/choose-plan') {
  mockApi({
    'GET /api/myaccount/getprices': () =>
      prices && 'status' in prices ? { status: prices.status } : { body: prices },
  });
  return renderWithProviders(<ChoosePlanRoute />, { url });
}

describe('/choose-plan', () => {
  it('shows the four plans HT, marks the free plan and sends standard to the choice of a DUERP', async () => {
    renderWith(free);
    expect(await screen.findByRole('article', { name: 'Gratuit' })).toBeInTheDocument();
    expect(within(card('Gratuit')).getByText('Plan actuel')).toBeInTheDocument();
    expect(within(card('Standard')).getByText('99,00 €')).toBeInTheDocument();
    expect(
      within(card('Standard')).getByRole('link', { name: 'Choisir Standard' }),
    ).toHaveAttribute('href', '/choose-plan/select-duerp');
    expect(within(card('Premium')).getByRole('link', { name: 'Choisir Premium' })).toHaveAttribute(
      'href',
      '/checkout?plan=SUBPLAN_PREMIUM',
    );
    expect(within(card('Premium')).queryByRole('deletion')).not.toBeInTheDocument();
    expect(
      within(card('Sur mesure')).getByRole('link', { name: 'Nous contacter' }),
    ).toHaveAttribute('href', '/contact-private');
    expect(screen.getByText('Paiement en phase de test')).toBeInTheDocument();
  });

  it('sends standard straight to the basket of the DUERP passed in, and shows the premium discount', async () => {
    renderWith(
      {
        ...free,
        isOnFreePlan: false,
        numberOfActiveStandardPlan: 1,
        premiumPriceInfo: { originalPrice: 299, currentPrice: 219.8, discount: 79.2 },
      },
      '/choose-plan?duerpid=abc',
    );
    const standard = await screen.findByRole('link', { name: 'Choisir Standard' });
    expect(standard).toHaveAttribute('href', '/checkout?plan=SUBPLAN_STANDARD&duerpid=abc');
    expect(within(card('Gratuit')).queryByText('Plan actuel')).not.toBeInTheDocument();
    expect(within(card('Premium')).getByRole('deletion')).toHaveTextContent('299,00 € HT');
    expect(within(card('Premium')).getByText('219,80 €')).toBeInTheDocument();
  });

  it("shows 'Mode VIP activé' on the paid cards of a VIP, and no current-plan mark", async () => {
    renderWith({ ...free, isVip: true, isOnFreePlan: true });
    expect(await screen.findAllByText('Mode VIP activé')).toHaveLength(2);
    expect(screen.queryByText('Plan actuel')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choisir/ })).not.toBeInTheDocument();
  });

  it("shows 'Déjà abonné' with an active premium plan", async () => {
    renderWith({ ...free, isActivePremiumPlan: true, isOnFreePlan: false });
    expect(await screen.findAllByText('Déjà abonné')).toHaveLength(2);
  });

  it('shows the load error and the empty answer', async () => {
    const { unmount } = renderWith({ status: 404 });
    expect(await screen.findByText('Erreur lors du chargement des tarifs.')).toBeInTheDocument();
    unmount();
    renderWith(null);
    expect(
      await screen.findByText('Aucune information de tarification disponible.'),
    ).toBeInTheDocument();
  });
});

describe('/choose-plan in an espace where the person is not Propriétaire', () => {
  afterEach(() => localStorage.clear());

  it('explains that buying is the Propriétaires’, instead of plans that would be refused', async () => {
    signIn();
    setCurrentEspaceId('00000000-0000-4000-8000-000000000002');
    const calls = mockApi({
      'GET /api/espaces': () => ({
        body: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            name: 'Perso',
            role: 'proprietaire',
            isPersonal: true,
          },
          {
            id: '00000000-0000-4000-8000-000000000002',
            name: 'Cabinet Dupont',
            role: 'editeur',
            isPersonal: false,
          },
        ],
      }),
    });
    renderWithProviders(<ChoosePlanRoute />, { url: '/choose-plan' });
    expect(
      await screen.findByText(/est réservé au rôle Propriétaire/, {}, { timeout: 5000 }),
    ).toHaveTextContent(
      "Acheter un plan, gérer la facturation et télécharger l'archive de l'espace « Cabinet Dupont » est réservé au rôle Propriétaire ; votre rôle : Éditeur.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plans tarifaires' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(calls.some((c) => c.url.includes('getprices'))).toBe(false);
  });
});
