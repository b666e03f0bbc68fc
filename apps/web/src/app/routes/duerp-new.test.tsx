import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDuerp } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { DuerpNewRoute } from './duerp-new';

const prices = { isVip: false };

describe('/duerps/new', () => {
  it('says the limit before the introduction when the account holds its maximum', async () => {
    const calls = mockApi({
      'GET /api/duerp/list': () => ({ body: [aDuerp({ id: 'a' }), aDuerp({ id: 'b' })] }),
      'GET /api/myaccount/info': () => ({ body: { maxNumberOfDuerps: 2, isVip: false } }),
      'GET /api/myaccount/getprices': () => ({ body: prices }),
    });
    renderWithProviders(<DuerpNewRoute />);
    // While the list and the account load, nothing is offered that would then be taken back.
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commencer' })).not.toBeInTheDocument();
    expect(await screen.findByText('Vous avez atteint la limite de DUERP.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute(
      'href',
      '/contact-private',
    );
    expect(screen.queryByRole('button', { name: 'Commencer' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the introduction below the maximum', async () => {
    mockApi({
      'GET /api/duerp/list': () => ({ body: [aDuerp({ id: 'a' })] }),
      'GET /api/myaccount/info': () => ({ body: { maxNumberOfDuerps: 2, isVip: false } }),
      'GET /api/myaccount/getprices': () => ({ body: prices }),
    });
    renderWithProviders(<DuerpNewRoute />);
    expect(await screen.findByRole('button', { name: 'Commencer' })).toBeInTheDocument();
    expect(screen.queryByText('Vous avez atteint la limite de DUERP.')).not.toBeInTheDocument();
  });

  it('opens the introduction when the account information cannot be read', async () => {
    mockApi({
      'GET /api/duerp/list': () => ({ body: [aDuerp({ id: 'a' }), aDuerp({ id: 'b' })] }),
      'GET /api/myaccount/info': () => ({ status: 500, body: { message: 'Erreur' } }),
      'GET /api/myaccount/getprices': () => ({ body: prices }),
    });
    renderWithProviders(<DuerpNewRoute />);
    expect(await screen.findByRole('button', { name: 'Commencer' })).toBeInTheDocument();
  });
});
