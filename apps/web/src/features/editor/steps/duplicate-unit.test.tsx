import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActionPreventive, DuerpDocument, Risque } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { EditorContext } from '../hooks/editor-context';
import { UnitsStep } from './units-step';

const ID = '11111111-1111-4111-8111-111111111111';
const DUPLICATE = `POST /api/duerp/${ID}/duplicate-unitedetravail`;
const risk = { idRisque: 'r1', idCategorie: 'c1', displayName: 'Chute' } as Risque;
const action = { idAction: 'a1', idRisqueAssocie: 'r1' } as ActionPreventive;

function renderStep(duerp: DuerpDocument) {
  const calls = mockApi({
    [`GET /api/duerpmasterdata/risques?duerpDocId=${ID}`]: () => ({
      body: { unitesDeTravail: [], familleDeRisques: [], categorieDeRisques: [], risques: [] },
    }),
    [DUPLICATE]: ({ body }) => ({
      body: {
        ...duerp,
        revision: duerp.revision + 1,
        data: {
          ...duerp.data,
          unitesDeTravail: [
            ...duerp.data.unitesDeTravail,
            aUnit((body as { displayName: string }).displayName),
          ],
        },
      },
    }),
  });
  renderWithProviders(
    <EditorContext
      value={{ step: 3, quitTo: '/duerps', goTo: () => undefined, setUnsaved: () => undefined }}
    >
      <UnitsStep duerp={duerp} />
    </EditorContext>,
  );
  return { calls, user: userEvent.setup() };
}

const duerp = aDuerp({
  id: ID,
  revision: 2,
  data: {
    ...aDuerp().data,
    entreprise: anEntreprise(),
    unitesDeTravail: [aUnit('Atelier', { risques: [risk], papripactActionsPreventives: [action] })],
  },
});

describe("Dupliquer l'unité", () => {
  it('offers a copy name, lets the actions follow, and shows the new unit', async () => {
    const { calls, user } = renderStep(duerp);
    await user.click(await screen.findByRole('button', { name: "Dupliquer l'unité Atelier" }));
    const dialog = screen.getByRole('dialog', { name: "Dupliquer l'unité" });
    expect(dialog).toHaveTextContent('ses risques (1 risque) avec leurs évaluations');
    const name = within(dialog).getByLabelText('Nom de la nouvelle unité');
    expect(name).toHaveValue('Atelier (copie)');
    await user.clear(name);
    await user.type(name, 'Atelier de nuit');
    await user.click(within(dialog).getByLabelText('Copier aussi ses actions de prévention (1)'));
    await user.click(within(dialog).getByRole('button', { name: 'Dupliquer' }));
    expect(await screen.findByText('Unité de travail dupliquée')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      idUniteDeTravail: 'u-Atelier',
      displayName: 'Atelier de nuit',
      withActions: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses an empty name without calling the server', async () => {
    const { calls, user } = renderStep(duerp);
    await user.click(await screen.findByRole('button', { name: "Dupliquer l'unité Atelier" }));
    const dialog = screen.getByRole('dialog', { name: "Dupliquer l'unité" });
    await user.clear(within(dialog).getByLabelText('Nom de la nouvelle unité'));
    await user.click(within(dialog).getByRole('button', { name: 'Dupliquer' }));
    expect(within(dialog).getByText('Le nom de la nouvelle unité est requis')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
