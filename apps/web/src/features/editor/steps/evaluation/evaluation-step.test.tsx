import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DuerpDocument, UpdateRisqueBody } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/render';
import { EditorContext } from '../../hooks/editor-context';
import { aRisque, FromCache, fakeDuerpServer } from '@/features/duerp/test/fake-duerp-server';
import { EvaluationStep } from './evaluation-step';

const ID = '11111111-1111-4111-8111-111111111111';
const SEUIL = 'Valeur limite : 87 dB(A) sur 8 heures.';

function aDocument(): DuerpDocument {
  return aDuerp({
    data: {
      ...aDuerp().data,
      entreprise: anEntreprise(),
      unitesDeTravail: [
        aUnit('Atelier', {
          categorieDeRisques: [
            { idCategorie: 'c1', code: '11.1', displayName: 'Bruit', isUserDefined: false },
            { idCategorie: 'c2', code: '', displayName: 'Chutes', isUserDefined: true },
          ],
          risques: [
            aRisque('r1', 'c1', 'Surdité professionnelle', { code: '11.1.1', infoSeuil: SEUIL }),
            aRisque('r2', 'c2', 'Glissade', {
              evalGravite: 2,
              evalFrequence: 3,
              evalMaitrise: 2,
              danger: 'Sol mouillé',
            }),
          ],
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
    <EditorContext value={{ step: 5, quitTo: '/duerps', goTo, setUnsaved: () => undefined }}>
      <FromCache id={duerp.id} render={(d) => <EvaluationStep duerp={d} />} />
    </EditorContext>,
  );
  const saved = () =>
    calls.filter((c) => c.method === 'POST').map((c) => c.body as UpdateRisqueBody);
  return { saved, goTo, user: userEvent.setup() };
}

async function openRisk(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Évaluer le risque' });
}

describe('EvaluationStep', () => {
  it('shows each unit’s progress and each risk’s level, or the invitation to evaluate it', async () => {
    renderStep();
    expect(await screen.findByText('1/2 évalué')).toBeInTheDocument();
    expect(screen.getByText('Aucun risque')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Surdité professionnelle/ })).toHaveTextContent(
      'Cliquez pour évaluer',
    );
    // 3 × 2 × 0,5 = 3 : Important.
    expect(screen.getByRole('button', { name: /Glissade/ })).toHaveTextContent('3,0·Important');
    expect(screen.getByRole('tab', { name: /Atelier/ })).toHaveTextContent('1/2');
  });

  it('scores live, with the maîtrise numbers reversed, and saves the evaluation', async () => {
    const { saved, user } = renderStep();
    const dialog = await openRisk(user, /Surdité professionnelle/);
    expect(within(dialog).getByLabelText('Nom du risque')).toHaveFocus();
    expect(within(dialog).getByText(SEUIL)).toBeInTheDocument();
    expect(within(dialog).getByText('Non évalué')).toBeInTheDocument();

    const maitrise = within(dialog).getByRole('radiogroup', { name: 'Maîtrise' });
    expect(
      within(maitrise)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['1 Absente', '2 Faible', '3 Moyenne', '4 Forte']);
    await user.click(within(dialog).getByRole('radio', { name: '3 Grave' }));
    await user.click(within(dialog).getByRole('radio', { name: '3 Fréquent' }));
    expect(within(dialog).getByText('Non évalué')).toBeInTheDocument();
    await user.click(within(maitrise).getByRole('radio', { name: '2 Faible' }));
    expect(within(dialog).getByText('6,8')).toBeInTheDocument();
    expect(within(dialog).getByText('Risque critique')).toBeInTheDocument();
    await user.click(within(maitrise).getByRole('radio', { name: '4 Forte' }));
    expect(within(dialog).getByText('2,3')).toBeInTheDocument();
    expect(within(dialog).getByText('Risque modéré')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Danger/), 'Scie circulaire');
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'évaluation" }));
    expect(await screen.findByText('Risque évalué avec succès !')).toBeInTheDocument();
    expect(saved()[0]).toEqual({
      idUniteDeTravail: 'u-Atelier',
      idRisque: 'r1',
      idCategorie: 'c1',
      displayName: 'Surdité professionnelle',
      danger: 'Scie circulaire',
      remarques: '',
      evalGravite: 3,
      evalFrequence: 3,
      evalMaitrise: 1,
      isUserDefined: false,
      code: '11.1.1',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('2/2 évalués')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Surdité professionnelle/ })).toHaveFocus(),
    );
  });

  it('asks for every criterion, a name and a category', async () => {
    const { saved, user } = renderStep();
    const dialog = await openRisk(user, /Surdité professionnelle/);
    await user.clear(within(dialog).getByLabelText('Nom du risque'));
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), '');
    await user.click(within(dialog).getByRole('radio', { name: '2 Moyenne' }));
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'évaluation" }));
    expect(await within(dialog).findByText('Le nom du risque est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('La catégorie est requise')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Veuillez évaluer tous les critères du risque avant de sauvegarder.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez évaluer le risque.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Fréquence' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('radiogroup', { name: 'Gravité' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(saved()).toHaveLength(0);
  });

  it('says when the risk cannot be saved, and keeps the entries', async () => {
    const { user } = renderStep(aDocument(), {
      [`POST /api/duerp/${ID}/update-risque`]: () => ({ status: 500 }),
    });
    const dialog = await openRisk(user, /Glissade/);
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'évaluation" }));
    expect(await screen.findByText('Erreur lors de la sauvegarde du risque')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Danger')).toHaveValue('Sol mouillé');
  });

  it('opens the evaluation grid on its three tabs', async () => {
    const { user } = renderStep();
    await user.click(await screen.findByRole('button', { name: "Grille d'évaluation" }));
    const grid = screen.getByRole('dialog', { name: "Grille d'évaluation des risques" });
    expect(
      within(grid)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Détails des critères', 'Formule de calcul', "Priorités d'action"]);
    expect(within(grid).getByRole('heading', { name: 'Maîtrise' })).toBeInTheDocument();
    within(grid).getByRole('tab', { selected: true }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('tab', { name: 'Formule de calcul' })).toHaveFocus();
    expect(
      within(grid).getByText('Niveau de risque = Fréquence × Gravité × Facteur de maîtrise'),
    ).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(within(grid).getByText('Critique')).toBeInTheDocument();
    expect(within(grid).getByText(/5 ou plus/)).toBeInTheDocument();
  });

  it('moves on only once every risk is evaluated', async () => {
    const { goTo, user } = renderStep();
    await user.click(await screen.findByRole('button', { name: 'Unité suivante' }));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      screen.getByText('Il vous reste des risques à évaluer dans cette étape.'),
    ).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('moves on when all are evaluated', async () => {
    const duerp = aDocument();
    duerp.data.unitesDeTravail = [duerp.data.unitesDeTravail[0]!];
    duerp.data.unitesDeTravail[0]!.risques = [duerp.data.unitesDeTravail[0]!.risques[1]!];
    const { goTo, user } = renderStep(duerp);
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(goTo).toHaveBeenCalledWith(6);
  });

  it('links to step 4 when there is no risk', async () => {
    renderStep(aDuerp({ data: { ...aDuerp().data, unitesDeTravail: [aUnit('Atelier')] } }));
    expect(
      await screen.findByRole('link', { name: "Aller à l'étape 4 : Saisie des risques" }),
    ).toHaveAttribute('href', `/duerps/${ID}/edit?step=4`);
  });
});
