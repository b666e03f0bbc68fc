import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getCurrentEspaceId, setCurrentEspaceId } from '@/lib/current-espace';
import { mockApi, renderWithProviders } from '@/test/render';
import { signIn } from '@/test/session';
import { CABINET, PERSONAL } from '../test/fixtures';
import { EspaceMenu } from './espace-menu';

beforeEach(signIn);
afterEach(() => localStorage.clear());

const LECTEUR = {
  ...CABINET,
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Garage Martin',
  role: 'lecteur' as const,
};

async function openMenu(name: string | RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
  return { user, menu: screen.getByRole('menu', { name: 'Espaces' }) };
}

describe('EspaceMenu', () => {
  it('offers no switcher to a person in one espace, but its pages and "Nouvel espace"', async () => {
    mockApi({ 'GET /api/espaces': () => ({ body: [PERSONAL] }) });
    renderWithProviders(<EspaceMenu />);
    const { menu } = await openMenu(`Espace : ${PERSONAL.name}`);
    expect(within(menu).queryAllByRole('menuitemradio')).toHaveLength(0);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Mes espaces',
      'Membres',
      'Produits chimiques',
      "Journal d'activité",
      'Nouvel espace',
    ]);
  });

  it('switches between two espaces: the chosen one becomes current and its list opens', async () => {
    mockApi({ 'GET /api/espaces': () => ({ body: [PERSONAL, LECTEUR] }) });
    const { router } = renderWithProviders(<EspaceMenu />, { url: '/my-account' });
    const { user, menu } = await openMenu(`Espace : ${PERSONAL.name}`);
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((c) => c.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(choices[1]).toHaveTextContent('Garage MartinLecteur');

    await user.click(choices[1]!);
    expect(getCurrentEspaceId()).toBe(LECTEUR.id);
    expect(router.state.location.pathname).toBe('/duerps');
    expect(
      await screen.findByRole('button', { name: 'Espace : Garage Martin' }),
    ).toBeInTheDocument();
    // A Lecteur reads no journal.
    const again = await openMenu('Espace : Garage Martin');
    expect(within(again.menu).queryByRole('menuitem', { name: "Journal d'activité" })).toBeNull();
  });

  it('goes back to the personal espace when chosen', async () => {
    setCurrentEspaceId(LECTEUR.id);
    mockApi({ 'GET /api/espaces': () => ({ body: [PERSONAL, LECTEUR] }) });
    renderWithProviders(<EspaceMenu />);
    const { user, menu } = await openMenu('Espace : Garage Martin');
    await user.click(within(menu).getByRole('menuitemradio', { name: /Espace de claire/ }));
    expect(getCurrentEspaceId()).toBeNull();
  });

  it('creates an espace and makes it current', async () => {
    const created = {
      ...CABINET,
      id: '00000000-0000-4000-8000-000000000009',
      name: 'Atelier Roux',
    };
    const calls = mockApi({
      'GET /api/espaces': () => ({ body: [PERSONAL] }),
      'POST /api/espaces': () => ({ body: created }),
    });
    renderWithProviders(<EspaceMenu />);
    const { user, menu } = await openMenu(`Espace : ${PERSONAL.name}`);
    await user.click(within(menu).getByRole('menuitem', { name: 'Nouvel espace' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvel espace' });
    await user.click(within(dialog).getByRole('button', { name: "Créer l'espace" }));
    expect(within(dialog).getByText('Ce champ est requis')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Nom de l'espace"), 'Atelier Roux');
    await user.click(within(dialog).getByRole('button', { name: "Créer l'espace" }));
    expect(await screen.findByText(/Espace « Atelier Roux » créé/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Atelier Roux' });
    expect(getCurrentEspaceId()).toBe(created.id);
  });
});
