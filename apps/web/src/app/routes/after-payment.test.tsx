import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/test/render';
import { AfterPaymentRoute } from './after-payment';

const SUB = '22222222-2222-4222-8222-222222222222';

function renderWith(url: string, answer: { status?: number; body?: unknown }) {
  const calls = mockApi({ 'POST /api/payment/checksuccess': () => answer });
  renderWithProviders(<AfterPaymentRoute />, { url });
  return calls;
}

describe('/after-payment', () => {
  it('checks the payment, then offers the DUERP bought', async () => {
    const calls = renderWith(`/after-payment?duerpId=d1&subscriptionId=${SUB}`, {
      body: { isPaymentSuccess: true },
    });
    expect(screen.getByText('Vérification de votre paiement en cours…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paiement réussi !' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Voir mon DUERP' })).toHaveAttribute(
      'href',
      '/duerps/d1',
    );
    expect(calls[0]?.body).toEqual({ subscriptionId: SUB });
  });

  it('offers the list when no DUERP id is known (premium)', async () => {
    renderWith(`/after-payment?duerpId=&subscriptionId=${SUB}`, {
      body: { isPaymentSuccess: true },
    });
    expect(await screen.findByRole('link', { name: 'Voir mes DUERPs' })).toHaveAttribute(
      'href',
      '/duerps',
    );
  });

  it('shows the error state when the payment did not succeed', async () => {
    renderWith(`/after-payment?duerpId=d1&subscriptionId=${SUB}`, {
      body: { isPaymentSuccess: false },
    });
    expect(
      await screen.findByRole('heading', { name: 'Erreur lors du paiement' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/contacter le support technique/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes DUERP' })).toHaveAttribute(
      'href',
      '/duerps',
    );
    expect(screen.getByRole('link', { name: 'Contacter le support' })).toHaveAttribute(
      'href',
      '/contact-private',
    );
  });

  it('needs the subscription id', async () => {
    const calls = renderWith('/after-payment?duerpId=d1', { body: { isPaymentSuccess: true } });
    expect(await screen.findByText('Paramètre de souscription manquant.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Erreur lors du paiement' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says when the verification itself failed', async () => {
    renderWith(`/after-payment?subscriptionId=${SUB}`, {
      status: 404,
      body: { message: 'Abonnement introuvable.' },
    });
    expect(
      await screen.findByText('Erreur lors de la vérification du paiement.'),
    ).toBeInTheDocument();
  });

  it('says "Paiement en cours de traitement" while the provider has not confirmed, then succeeds', async () => {
    let answer: { isPaymentSuccess: boolean; paymentState: string } = {
      isPaymentSuccess: false,
      paymentState: 'processing',
    };
    mockApi({ 'POST /api/payment/checksuccess': () => ({ body: answer }) });
    renderWithProviders(<AfterPaymentRoute />, {
      url: `/after-payment?duerpId=d1&subscriptionId=${SUB}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Paiement en cours de traitement' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Erreur lors du paiement')).not.toBeInTheDocument();
    answer = { isPaymentSuccess: true, paymentState: 'paid' };
    expect(
      await screen.findByRole('heading', { name: 'Paiement réussi !' }, { timeout: 6000 }),
    ).toBeInTheDocument();
  });

  it('tells the customer a duplicate payment was refunded', async () => {
    renderWith(`/after-payment?duerpId=d1&subscriptionId=${SUB}`, {
      body: { isPaymentSuccess: false, paymentState: 'refunded' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Paiement en double remboursé' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/remboursé automatiquement/)).toBeInTheDocument();
  });
});
