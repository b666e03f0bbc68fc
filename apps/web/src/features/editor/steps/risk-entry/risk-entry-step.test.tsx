import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DuerpDocument, UpdateListRisquesBody } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { EditorContext } from '../../hooks/editor-context';
import { RiskEntryStep } from './risk-entry-step';
import { aRisque, FromCache, fakeDuerpServer } from '@/features/duerp/test/fake-duerp-server';

const ID = '11111111-1111-4111-8111-111111111111';
const MASTERDATA = `GET /api/duerpmasterdata/risques?duerpDocId=${ID}`;

/** Two units; the workshop already holds the ladder category with one of its risks. */
function aDocument(): DuerpDocument {
  return aDuerp({
    revision: 7,
    data: {
      ...aDuerp().data,
      entreprise: anEntreprise(),
      unitesDeTravail: [
        aUnit('Atelier', {
          categorieDeRisques: [
            {
              idCategorie: 'c1',
              code: '2.1',
              displayName: 'Échelles, escabeaux et marchepieds',
              isUserDefined: false,
            },
          ],
          risques: [aRisque('r1', 'c1', "Chute d'un escabeau")],
        }),
        aUnit('Bureau'),
      ],
    },
  });
}

function renderStep(duerp = aDocument(), routes: Parameters<typeof mockApi>[0] = {}) {
  const server = fakeDuerpServer(duerp);
  const calls = mockApi({ ...server.routes, ...routes });
  const goTo = vi.fn();
  renderWithProviders(
    <EditorContext value={{ step: 4, quitTo: '/duerps', goTo, setUnsaved: () => undefined }}>
      <FromCache id={duerp.id} render={(d) => <RiskEntryStep duerp={d} />} />
    </EditorContext>,
  );
  const sent = () =>
    calls.filter((c) => c.method === 'POST').map((c) => c.body as UpdateListRisquesBody);
  return { calls, sent, goTo, user: userEvent.setup() };
}

describe('RiskEntryStep', () => {
  it('merges premade risks by display name, keeping codes and thresholds', async () => {
    const { sent, calls, user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Ajouter des risques prédéfinis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter des risques prédéfinis' });
    expect(within(dialog).getByText("Déjà dans l'unité")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Rechercher un risque'), 'echelle');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Échelles, escabeaux et marchepieds' }),
    );
    await user.clear(within(dialog).getByLabelText('Rechercher un risque'));
    // The same category twice: in the sector family and in its own.
    await user.click(
      within(dialog).getAllByRole('checkbox', { name: 'Surdité professionnelle' })[0]!,
    );
    // The risk's own family counts it too (one identity).
    await user.click(within(dialog).getByRole('button', { name: /^Bruit/ }));
    await user.click(within(dialog).getAllByRole('checkbox', { name: 'Bruit des machines' })[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la sélection' }));

    expect(await screen.findByText('3 risques ajoutés')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const call = calls.find((c) => c.method === 'POST')!;
    expect(call.headers['If-Match']).toBe('7');
    const body = sent()[0]!;
    expect(body.idUniteDeTravail).toBe('u-Atelier');
    expect(body.categorieDeRisques.map((c) => [c.displayName, c.code])).toEqual([
      ['Échelles, escabeaux et marchepieds', '2.1'],
      ['Bruit des machines', '11.1'],
    ]);
    expect(body.categorieDeRisques[0]!.idCategorie).toBe('c1');
    expect(body.risques.map((r) => [r.displayName, r.code, r.infoSeuil ?? null])).toEqual([
      ["Chute d'un escabeau", '', null],
      ['Surdité professionnelle', '11.1.1', 'Valeur limite : 87 dB(A) sur 8 heures.'],
      ["Chute d'une échelle", '2.1.2', 'Travail en hauteur : art. R4323-63.'],
      ['Acouphènes après un choc', '11.1.2', null],
    ]);
    expect(body.risques[0]!.idRisque).toBe('r1');
    // The catalogue risk each comes from (issue 41): a sector copy's original.
    expect(body.risques.map((r) => r.idPremadeRisque)).toEqual([
      undefined,
      'r_surdite',
      'r_echelle',
      'r_acouphenes',
    ]);
    expect(await screen.findByRole('region', { name: 'Bruit des machines' })).toBeInTheDocument();
  });

  it('adds nothing twice', async () => {
    const { calls, user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Ajouter des risques prédéfinis' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Rechercher un risque'), 'escabeau');
    await user.click(within(dialog).getByRole('checkbox', { name: /Chute d'un escabeau/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter la sélection' }));
    expect(
      await screen.findByText('Les risques sélectionnés figurent déjà dans cette unité.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('refuses a custom category named like an existing one, then adds one and a risk in it', async () => {
    const { sent, user } = renderStep();
    await user.click(
      await screen.findByRole('button', { name: 'Ajouter une catégorie personnalisée' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Ajouter une catégorie personnalisée' });
    const field = within(dialog).getByLabelText('Nom de la catégorie');
    await user.type(field, 'echelles, ESCABEAUX et marchepieds');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByText('Une catégorie avec ce nom existe déjà')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Risque chimique du labo');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Catégorie ajoutée')).toBeInTheDocument();
    expect(sent()[0]!.categorieDeRisques[1]).toMatchObject({
      displayName: 'Risque chimique du labo',
      isUserDefined: true,
      code: '',
    });

    const addRisk = await screen.findByRole('button', {
      name: 'Ajouter un risque à la catégorie Risque chimique du labo',
    });
    await user.click(addRisk);
    dialog = screen.getByRole('dialog', {
      name: 'Ajouter un risque à « Risque chimique du labo »',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByText('Ce champ est requis')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nom du risque'), '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByText('Le nom du risque est requis')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nom du risque'), 'Projection de solvant');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Risque ajouté')).toBeInTheDocument();
    expect(sent()[1]!.risques[1]).toMatchObject({
      displayName: 'Projection de solvant',
      idCategorie: sent()[0]!.categorieDeRisques[1]!.idCategorie,
      isUserDefined: true,
    });
    await waitFor(() => expect(addRisk).toHaveFocus());
  });

  it('renames a risk and deletes a category after a confirmation', async () => {
    const { sent, user } = renderStep();
    await user.click(
      await screen.findByRole('button', { name: "Renommer le risque Chute d'un escabeau" }),
    );
    const rename = screen.getByRole('dialog', { name: 'Renommer le risque' });
    const field = within(rename).getByLabelText('Nom du risque');
    await user.clear(field);
    await user.type(field, 'Chute depuis un escabeau');
    await user.click(within(rename).getByRole('button', { name: 'Renommer' }));
    expect(await screen.findByText('Risque renommé')).toBeInTheDocument();
    expect(sent()[0]!.risques[0]).toMatchObject({
      idRisque: 'r1',
      displayName: 'Chute depuis un escabeau',
    });

    await user.click(
      await screen.findByRole('button', {
        name: 'Supprimer la catégorie Échelles, escabeaux et marchepieds',
      }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Supprimer la catégorie ?' });
    expect(confirm).toHaveTextContent('ainsi que son risque, leurs évaluations');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Catégorie supprimée')).toBeInTheDocument();
    expect(sent()[1]).toMatchObject({ categorieDeRisques: [], risques: [] });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Atelier' })).toHaveFocus());
  });

  it('moves unit by unit, then to step 5 from the last one', async () => {
    const { goTo, user } = renderStep();
    expect(await screen.findByRole('tab', { name: /Atelier/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Unité suivante' }));
    expect(screen.getByRole('tab', { name: /Bureau/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bureau' })).toHaveFocus());
    expect(screen.getByText(/Aucun risque pour cette unité/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unité précédente' }));
    expect(screen.getByRole('tab', { name: /Atelier/ })).toHaveAttribute('aria-selected', 'true');
    screen.getByRole('tab', { name: /Atelier/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Bureau/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(goTo).toHaveBeenCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Unité précédente' }));
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(goTo).toHaveBeenCalledWith(3);
  });

  it('links to step 3 without a unit', async () => {
    renderStep(aDuerp());
    expect(
      await screen.findByRole('link', { name: "Aller à l'étape 3 : Unités de travail" }),
    ).toHaveAttribute('href', `/duerps/${ID}/edit?step=3`);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeInTheDocument();
  });

  it('says when the premade risks cannot be loaded', async () => {
    renderStep(aDocument(), { [MASTERDATA]: () => ({ status: 500 }) });
    expect(
      await screen.findByText('Erreur lors du chargement des risques prédéfinis'),
    ).toBeInTheDocument();
  });
});
