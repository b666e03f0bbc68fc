import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BillingProfile, PricesResponse } from '@duerp/domain/payment';
import { aDuerp } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { CheckoutRoute } from './checkout';

const DUERP_ID = '11111111-1111-4111-8111-111111111111';
const prices: PricesResponse = {
  isVip: false,
  isActivePremiumPlan: false,
  premiumPlanActiveUntilDate: null,
  numberOfActiveStandardPlan: 0,
  isOnFreePlan: true,
  standardPlanPrice: 99,
  premiumPriceInfo: { originalPrice: 299, currentPrice: 299, discount: 0 },
};
const profile = (id: string, name: string): BillingProfile => ({
  id,
  billingAddress: {
    name,
    line1: '1 rue A',
    line2: '',
    postalCode: '69003',
    city: 'Lyon',
    country: 'FR',
    vatNumber: '',
  },
});
const duerp = aDuerp({
  description: 'Boulangerie Martin – SIRET 732 829 320 00074',
  paymentStatus_Derivated: 'PAYMENT_NEEDED',
});

function api(profiles: BillingProfile[]) {
  return mockApi({
    'GET /api/myaccount/getprices': () => ({ body: prices }),
    'GET /api/myaccount/mybillingprofiles': () => ({ body: profiles }),
    [`GET /api/duerp/${DUERP_ID}`]: () => ({ body: duerp }),
    'POST /api/payment/checkcoupon': ({ body }) => ({
      body:
        (body as { couponCode: string }).couponCode.toUpperCase() === 'BIENVENUE20'
          ? { isValidCoupon: true, discountPercentage: 20 }
          : { isValidCoupon: false, discountPercentage: 0 },
    }),
    'POST /api/payment/init': () => ({ body: { checkoutUrl: '#paiement' } }),
  });
}

describe('/checkout', () => {
  it.each([
    [
      '/checkout?plan=SUBPLAN_GOLD',
      'Plan non supporté. Seuls les plans SUBPLAN_STANDARD et SUBPLAN_PREMIUM sont disponibles.',
    ],
    ['/checkout?plan=SUBPLAN_STANDARD', 'ID du DUERP manquant pour le plan standard.'],
  ])('refuses %s', async (url, message) => {
    api([]);
    renderWithProviders(<CheckoutRoute />, { url });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: /Retour aux plans tarifaires/ })).toHaveAttribute(
      'href',
      '/choose-plan',
    );
  });

  it('sums up the standard plan for the DUERP, applies a coupon and starts the payment', async () => {
    const user = userEvent.setup();
    const calls = api([profile('p1', 'SARL Martin'), profile('p2', 'Martin Holding')]);
    renderWithProviders(<CheckoutRoute />, {
      url: `/checkout?plan=SUBPLAN_STANDARD&duerpid=${DUERP_ID}`,
    });
    expect(
      await screen.findByText('Boulangerie Martin – SIRET 732 829 320 00074'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour aux plans tarifaires/ })).toHaveAttribute(
      'href',
      `/choose-plan?duerpid=${DUERP_ID}`,
    );
    expect(screen.getByText('118,80 €')).toBeInTheDocument();

    // Two profiles: none is chosen for the user.
    await user.click(screen.getByRole('button', { name: 'Procéder au paiement' }));
    expect(
      (await screen.findAllByText('Veuillez sélectionner un profil de facturation.')).length,
    ).toBeGreaterThan(0);

    const apply = screen.getByRole('button', { name: 'Appliquer' });
    await user.click(apply);
    expect(await screen.findByText('Veuillez entrer un code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code promo'), 'FAUX');
    await user.click(apply);
    expect(await screen.findByText('Code promo invalide ou expiré.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code promo'));
    await user.type(screen.getByLabelText('Code promo'), 'bienvenue20');
    await user.click(apply);
    expect(await screen.findByText('Code appliqué : -20%')).toBeInTheDocument();
    expect(screen.getByText('95,04 €')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Martin Holding/ }));
    await user.click(screen.getByRole('button', { name: 'Procéder au paiement' }));
    await screen.findByText('95,04 €');
    const init = calls.find((c) => c.url === '/api/payment/init');
    expect(init?.body).toEqual({
      planId: 'SUBPLAN_STANDARD',
      billingProfileId: 'p2',
      duerpDocId: DUERP_ID,
      couponCode: 'BIENVENUE20',
      successUrl: `${window.location.origin}/after-payment?duerpId=${DUERP_ID}&subscriptionId={SUBSCRIPTION_ID}`,
      cancelUrl: `${window.location.origin}/checkout?plan=SUBPLAN_STANDARD&duerpid=${DUERP_ID}`,
    });
  });

  it('says « Connexion nécessaire » and keeps the payment button disabled while offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      api([profile('p1', 'SARL Martin')]);
      renderWithProviders(<CheckoutRoute />, {
        url: `/checkout?plan=SUBPLAN_STANDARD&duerpid=${DUERP_ID}`,
      });
      expect(await screen.findByText('Connexion nécessaire')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Procéder au paiement' })).toBeDisabled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('removes an applied coupon', async () => {
    const user = userEvent.setup();
    api([profile('p1', 'SARL Martin')]);
    renderWithProviders(<CheckoutRoute />, { url: '/checkout?plan=SUBPLAN_PREMIUM' });
    await user.type(await screen.findByLabelText('Code promo'), 'BIENVENUE20');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await user.click(
      await screen.findByRole('button', { name: 'Retirer le code promo BIENVENUE20' }),
    );
    expect(screen.queryByText(/Total HT/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code promo')).toHaveFocus();
    expect(screen.getByText('358,80 €')).toBeInTheDocument();
  });

  it('creates a billing profile in the modal, with its French messages, and selects it', async () => {
    const user = userEvent.setup();
    let profiles: BillingProfile[] = [];
    const calls = mockApi({
      'GET /api/myaccount/getprices': () => ({ body: prices }),
      'GET /api/myaccount/mybillingprofiles': () => ({ body: profiles }),
      'POST /api/myaccount/mybillingprofiles/upsert': () => {
        profiles = [profile('p9', 'SARL Durand')];
        return { body: profiles[0] };
      },
    });
    renderWithProviders(<CheckoutRoute />, { url: '/checkout?plan=SUBPLAN_PREMIUM' });
    const add = await screen.findByRole('button', { name: /Ajouter un profil/ });
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un profil de facturation' });
    expect(within(dialog).getByLabelText('Pays')).toHaveValue('FR');
    expect(within(dialog).getAllByRole('option')).toHaveLength(27);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    for (const message of [
      'Le nom ou la raison sociale est obligatoire',
      "L'adresse ligne 1 est obligatoire",
      'Le code postal est obligatoire',
      'La ville est obligatoire',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByLabelText('Nom ou raison sociale'), 'SARL Durand');
    await user.type(within(dialog).getByLabelText('Adresse'), '1 rue A');
    await user.type(within(dialog).getByLabelText('Code postal'), '69003');
    await user.type(within(dialog).getByLabelText('Ville'), 'Lyon');
    await user.selectOptions(within(dialog).getByLabelText('Pays'), 'BE');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil modifié !')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'SARL Durand',
      line1: '1 rue A',
      line2: '',
      postalCode: '69003',
      city: 'Lyon',
      country: 'BE',
      vatNumber: '',
    });
    expect(await screen.findByRole('radio', { name: /SARL Durand/ })).toBeChecked();
    expect(add).toHaveFocus();
  });

  it('shows "Déjà acheté" instead of the price and the promo box for a DUERP already bought', async () => {
    mockApi({
      'GET /api/myaccount/getprices': () => ({ body: prices }),
      'GET /api/myaccount/mybillingprofiles': () => ({ body: [profile('p1', 'SARL Martin')] }),
      [`GET /api/duerp/${DUERP_ID}`]: () => ({
        body: { ...duerp, paymentStatus_Derivated: 'IN_PAID_PERIOD' },
      }),
    });
    renderWithProviders(<CheckoutRoute />, {
      url: `/checkout?plan=SUBPLAN_STANDARD&duerpid=${DUERP_ID}`,
    });
    expect(await screen.findByText('Déjà acheté')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir mon DUERP' })).toHaveAttribute(
      'href',
      `/duerps/${DUERP_ID}`,
    );
    expect(screen.queryByLabelText('Code promo')).not.toBeInTheDocument();
    expect(screen.queryByText('118,80 €')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Procéder au paiement' })).not.toBeInTheDocument();
  });

  it('says plainly when the test provider takes no real payment', async () => {
    mockApi({
      'GET /api/myaccount/getprices': () => ({ body: { ...prices, isTestPayment: true } }),
      'GET /api/myaccount/mybillingprofiles': () => ({ body: [] }),
    });
    renderWithProviders(<CheckoutRoute />, { url: '/checkout?plan=SUBPLAN_PREMIUM' });
    expect(await screen.findByText('Mode test — aucun paiement réel')).toBeInTheDocument();
  });
});
