import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Observation } from '@duerp/domain/collaboration';
import { mockApi, renderWithProviders } from '@/test/render';
import { aCompleteDuerp, DUERP_ID } from '@/features/duerp/test/fixtures';
import { DuerpRole } from '@/features/duerp';
import { ObservationsPanel } from './observations-panel';

const duerp = aCompleteDuerp();
const BASE = `/api/duerp/${DUERP_ID}/observations`;
const observation: Observation = {
  id: 'o1',
  idUniteDeTravail: 'u1',
  uniteDisplayName: 'Atelier',
  idRisque: null,
  risqueDisplayName: null,
  texte: 'Le bac à farine est trop lourd.\nIl faut être deux.',
  prenom: 'Karim',
  recueLe: '2026-11-20T09:00:00Z',
  lien: 'Salariés',
};

describe('ObservationsPanel', () => {
  it('lists « À traiter » and turns an observation into a risk of its unit', async () => {
    let pending = [observation];
    const calls = mockApi({
      [`GET ${BASE}`]: () => ({ body: pending }),
      [`POST ${BASE}/o1/convertir`]: () => {
        pending = [];
        return { body: duerp };
      },
    });
    renderWithProviders(<ObservationsPanel duerp={duerp} />);
    const region = await screen.findByRole('region', { name: 'À traiter (1)' });
    expect(region).toHaveTextContent(
      'Atelier · 20 novembre 2026 à 10:00 · Karim · lien « Salariés »',
    );
    expect(within(region).queryByRole('button', { name: 'Créer une action' })).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Créer un risque' }));
    const name = within(region).getByLabelText('Nom du risque (unité « Atelier »)');
    expect(name).toHaveValue('Le bac à farine est trop lourd.');
    await userEvent.clear(name);
    await userEvent.type(name, 'Port de charges');
    await userEvent.click(within(region).getByRole('button', { name: 'Créer le risque' }));
    expect(await screen.findByText('Observation traitée')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      en: 'risque',
      displayName: 'Port de charges',
    });
    await expect.poll(() => screen.queryByRole('region', { name: /À traiter/ })).toBeNull();
  });

  it('shows nothing to a Lecteur and asks nothing of the server', async () => {
    const calls = mockApi({ [`GET ${BASE}`]: () => ({ body: [observation] }) });
    renderWithProviders(
      <DuerpRole role="lecteur">
        <ObservationsPanel duerp={duerp} />
      </DuerpRole>,
    );
    expect(screen.queryByRole('region', { name: /À traiter/ })).toBeNull();
    expect(calls).toEqual([]);
  });
});
