import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDuerp } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { DuerpsRoute } from './duerps';

const account = { maxNumberOfDuerps: 5, isVip: false, isActivePremiumPlan: false };
const twoDuerps = [
  aDuerp({ id: 'a', displayName: 'Siège' }),
  aDuerp({ id: 'b', displayName: 'Entrepôt' }),
];

describe('/duerps', () => {
  it('titles the page with the count and the maximum, and ends with the create tile', async () => {
    mockApi({
      'GET /api/duerp/list': () => ({ body: twoDuerps }),
      'GET /api/myaccount/info': () => ({ body: account }),
    });
    renderWithProviders(<DuerpsRoute />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes DUERP (2/5)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Créer un nouveau DUERP/ })).toHaveAttribute(
      'href',
      '/duerps/new',
    );
  });

  it("shows '-' for the maximum and no limit when the account info fails", async () => {
    mockApi({
      'GET /api/duerp/list': () => ({ body: twoDuerps }),
      'GET /api/myaccount/info': () => ({ status: 500, body: { message: 'panne' } }),
    });
    renderWithProviders(<DuerpsRoute />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes DUERP (2/-)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Créer un nouveau DUERP/ })).toBeInTheDocument();
  });

  it('replaces the create tile by the limit notice at the maximum', async () => {
    mockApi({
      'GET /api/duerp/list': () => ({ body: twoDuerps }),
      'GET /api/myaccount/info': () => ({ body: { ...account, maxNumberOfDuerps: 2 } }),
    });
    renderWithProviders(<DuerpsRoute />);
    expect(await screen.findByText('Vous avez atteint la limite de DUERP.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Créer un nouveau DUERP/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute(
      'href',
      '/contact-private',
    );
  });

  it('shows the empty state', async () => {
    mockApi({
      'GET /api/duerp/list': () => ({ body: [] }),
      'GET /api/myaccount/info': () => ({ body: account }),
    });
    renderWithProviders(<DuerpsRoute />);
    expect(await screen.findByText('Aucun DUERP trouvé.')).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    mockApi({
      'GET /api/duerp/list': () => ({ status: 404 }),
      'GET /api/myaccount/info': () => ({ body: account }),
    });
    renderWithProviders(<DuerpsRoute />);
    expect(await screen.findByText('Erreur lors du chargement des DUERP.')).toBeInTheDocument();
  });

  it('deletes a DUERP only after confirmation', async () => {
    const user = userEvent.setup();
    let list = twoDuerps;
    const calls = mockApi({
      'GET /api/duerp/list': () => ({ body: list }),
      'GET /api/myaccount/info': () => ({ body: account }),
      'DELETE /api/duerp/a': () => {
        list = list.filter((d) => d.id !== 'a');
        return { body: { message: 'ok' } };
      },
    });
    renderWithProviders(<DuerpsRoute />);
    const menu = await screen.findByRole('button', { name: "Plus d'actions pour « Siège »" });
    await user.click(menu);
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce DUERP ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(menu).toHaveFocus();

    await user.click(menu);
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('DUERP supprimé avec succès')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes DUERP (1/5)' }),
    ).toBeInTheDocument();
  });

  it('duplicates a DUERP after confirmation', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/duerp/list': () => ({ body: twoDuerps }),
      'GET /api/myaccount/info': () => ({ body: account }),
      'POST /api/duerp/duplicate/b': () => ({
        body: aDuerp({ id: 'c', displayName: 'Entrepôt (copie)' }),
      }),
    });
    renderWithProviders(<DuerpsRoute />);
    await user.click(
      await screen.findByRole('button', { name: "Plus d'actions pour « Entrepôt »" }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Dupliquer' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Dupliquer ce DUERP ?' })).getByRole('button', {
        name: 'Dupliquer',
      }),
    );
    expect(await screen.findByText('Votre DUERP a été dupliqué avec succès')).toBeInTheDocument();
  });

  it('says the limit when Dupliquer is chosen at the maximum, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/duerp/list': () => ({ body: twoDuerps }),
      'GET /api/myaccount/info': () => ({ body: { ...account, maxNumberOfDuerps: 2 } }),
    });
    renderWithProviders(<DuerpsRoute />);
    await user.click(
      await screen.findByRole('button', { name: "Plus d'actions pour « Entrepôt »" }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Dupliquer' }));
    const dialog = screen.getByRole('dialog', { name: 'Dupliquer ce DUERP ?' });
    expect(within(dialog).getByText('Vous avez atteint la limite de DUERP.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Dupliquer' })).not.toBeInTheDocument();
    // The footer's button (the ✕ has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/duplicate/'))).toBe(false);
  });
});
