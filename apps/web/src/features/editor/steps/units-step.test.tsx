import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument, Risque } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { EditorContext } from '../hooks/editor-context';
import { UnitsStep } from './units-step';

const ID = '11111111-1111-4111-8111-111111111111';
const MASTERDATA = `GET /api/duerpmasterdata/risques?duerpDocId=${ID}`;
const UPDATE = `POST /api/duerp/${ID}/update-list-unitesdetravail`;
const examples = {
  unitesDeTravail: [
    { idUniteDeTravail: 'g1', displayName: 'Accueil', isHighlighted: false },
    { idUniteDeTravail: 's1', displayName: 'Laboratoire', isHighlighted: true },
  ],
  familleDeRisques: [],
  categorieDeRisques: [],
  risques: [],
};

function renderStep(duerp: DuerpDocument, routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    [MASTERDATA]: () => ({ body: examples }),
    [UPDATE]: ({ body }) => ({
      body: {
        ...duerp,
        revision: duerp.revision + 1,
        data: {
          ...duerp.data,
          unitesDeTravail: (
            body as { unitesDeTravail: { displayName: string }[] }
          ).unitesDeTravail.map((u) => ({ ...aUnit(u.displayName), ...u })),
        },
      },
    }),
    ...routes,
  });
  const navigation = {
    step: 3,
    quitTo: '/duerps',
    goTo: () => undefined,
    setUnsaved: () => undefined,
  };
  renderWithProviders(
    <EditorContext value={navigation}>
      <UnitsStep duerp={duerp} />
    </EditorContext>,
  );
  return { calls, user: userEvent.setup() };
}

const withUnits = (...names: string[]) =>
  aDuerp({
    revision: 4,
    data: {
      ...aDuerp().data,
      entreprise: anEntreprise(),
      unitesDeTravail: names.map((n) => aUnit(n)),
    },
  });

describe('UnitsStep', () => {
  it('lists the sector examples first, and disables Next without a unit', async () => {
    renderStep(withUnits());
    const suggested = await screen.findByRole('heading', { name: 'Suggérées pour votre secteur' });
    const buttons = screen.getAllByRole('button', { name: /^Ajouter l'unité/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['+Laboratoire', '+Accueil']);
    expect(suggested).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Suivant/ })).toBeDisabled();
  });

  it('adds an example with a new id, sending the revision it was built from', async () => {
    const { calls, user } = renderStep(withUnits('Direction'));
    await user.click(await screen.findByRole('button', { name: "Ajouter l'unité Accueil" }));
    expect(await screen.findByText('Unité de travail ajoutée')).toBeInTheDocument();
    const call = calls.find((c) => c.method === 'POST')!;
    expect(call.headers['If-Match']).toBe('4');
    const sent = (
      call.body as { unitesDeTravail: { idUniteDeTravail: string; displayName: string }[] }
    ).unitesDeTravail;
    expect(sent.map((u) => u.displayName)).toEqual(['Direction', 'Accueil']);
    expect(sent[1]!.idUniteDeTravail).not.toBe('g1');
  });

  it('refuses a blank custom unit and trims a named one', async () => {
    const { calls, user } = renderStep(withUnits());
    const field = screen.getByLabelText("Nom de l'unité personnalisée");
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(
      screen.getByText("Veuillez saisir un nom pour l'unité personnalisée"),
    ).toBeInTheDocument();
    await user.type(field, ' Quai de chargement ');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Unité de travail ajoutée')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      unitesDeTravail: [{ displayName: 'Quai de chargement' }],
    });
    expect(field).toHaveValue('');
  });

  it('renames through the text-entry dialog, refusing an empty or blank name', async () => {
    const { user } = renderStep(withUnits('Atelier'));
    const trigger = screen.getByRole('button', { name: "Renommer l'unité Atelier" });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: "Renommer l'unité de travail" });
    const field = within(dialog).getByLabelText("Nom de l'unité de travail");
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Atelier');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(within(dialog).getByText('Ce champ est requis')).toBeInTheDocument();
    await user.type(field, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(within(dialog).getByText('Le nom ne peut pas être vide')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Atelier de découpe');
    await user.click(within(dialog).getByRole('button', { name: 'Renommer' }));
    expect(await screen.findByText('Unité de travail renommée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('deletes a unit only after a confirmation that names its risks', async () => {
    const risque = { idRisque: 'r1' } as Risque;
    const duerp = withUnits('Atelier', 'Bureau');
    duerp.data.unitesDeTravail[0]!.risques = [risque, { ...risque, idRisque: 'r2' }];
    const { calls, user } = renderStep(duerp);
    await user.click(screen.getByRole('button', { name: "Supprimer l'unité Atelier" }));
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'unité de travail ?" });
    expect(dialog).toHaveTextContent('ainsi que tous ses risques (2 risques)');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Unité de travail supprimée')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      unitesDeTravail: [{ displayName: 'Bureau' }],
    });
  });

  it('says when the examples cannot be loaded', async () => {
    renderStep(withUnits(), { [MASTERDATA]: () => ({ status: 500 }) });
    expect(
      await screen.findByText("Impossible de charger les exemples d'unités"),
    ).toBeInTheDocument();
  });

  it('shows the server message when the document changed elsewhere', async () => {
    const { user } = renderStep(withUnits(), {
      [UPDATE]: () => ({ status: 409, body: { message: 'Ce DUERP a été modifié entre-temps.' } }),
      [`GET /api/duerp/${ID}`]: () => ({ body: withUnits('Autre onglet') }),
    });
    await user.type(screen.getByLabelText("Nom de l'unité personnalisée"), 'Cuisine');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(
      await screen.findByText('Erreur : Ce DUERP a été modifié entre-temps.'),
    ).toBeInTheDocument();
  });
});
