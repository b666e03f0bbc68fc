import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument, Risque } from '@duerp/domain/duerp';
import { aUnit } from '@/test/factories';
import { aRisque } from '@/features/duerp/test/fake-duerp-server';
import { MESURES_ESCABEAU } from '@/features/duerp/test/test-catalogue';
import { aDocumentWith, renderEvaluationStep } from '../../test/render-evaluation-step';

const [plateforme, verifier, chaussures] = MESURES_ESCABEAU as [
  (typeof MESURES_ESCABEAU)[number],
  (typeof MESURES_ESCABEAU)[number],
  (typeof MESURES_ESCABEAU)[number],
];

/** « Chute d'un escabeau », rated, added before issue 41 (no idPremadeRisque) or after. */
function aDocument(extra: Partial<Risque> = {}): DuerpDocument {
  return aDocumentWith(
    aUnit('Réserve', {
      categorieDeRisques: [
        { idCategorie: 'c1', code: '2.1', displayName: 'Échelles', isUserDefined: false },
      ],
      risques: [
        aRisque('r1', 'c1', "Chute d'un escabeau", {
          code: '2.1.1',
          evalGravite: 3,
          evalFrequence: 3,
          evalMaitrise: 2,
          ...extra,
        }),
        aRisque('r2', 'c1', 'Mon risque à moi', { isUserDefined: true }),
      ],
    }),
  );
}

const renderStep = renderEvaluationStep;

async function openModal(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Évaluer le risque' });
}

describe('evaluation modal: the proposed measures (issue 41)', () => {
  it('asks, measure by measure, « En place / Pas en place / Non concerné » and stores the answers with their text', async () => {
    const { saved, user } = renderStep(aDocument());
    const dialog = await openModal(user, /Chute d'un escabeau/);
    const list = await within(dialog).findByRole('group', {
      name: 'Mesures proposées pour ce risque',
    });
    const group = within(list).getByRole('group', { name: new RegExp(plateforme.texte) });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'En place',
      'Pas en place',
      'Non concerné',
    ]);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(within(list).getByText(/Protection collective/)).toBeInTheDocument();
    expect(within(list).getByText(/article R4323-63/)).toBeInTheDocument();
    // Keyboard: the first choice, then the arrow moves to the next one of the same measure.
    await user.click(within(group).getByLabelText('En place'));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByLabelText('Pas en place')).toBeChecked();
    await user.click(
      within(
        within(list).getByRole('group', { name: new RegExp(chaussures.texte) }),
      ).getByLabelText('En place'),
    );
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'évaluation" }));
    await screen.findByText('Risque évalué avec succès !');
    expect(saved()[0]!.mesuresProposees).toEqual([
      { ...plateforme, etat: 'pas-en-place' },
      { ...chaussures, etat: 'en-place' },
    ]);
  });

  it('reopens with the stored answers, in the words they were answered in, and sends them back', async () => {
    const stored = [
      {
        ...verifier,
        texte: 'Vérifier les escabeaux (texte d’alors)',
        etat: 'non-concerne' as const,
      },
    ];
    const { saved, user } = renderStep(
      aDocument({ idPremadeRisque: 'r_escabeau', mesuresProposees: stored }),
    );
    const dialog = await openModal(user, /Chute d'un escabeau/);
    const group = await within(dialog).findByRole('group', { name: /texte d’alors/ });
    expect(within(group).getByLabelText('Non concerné')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'évaluation" }));
    await screen.findByText('Risque évalué avec succès !');
    expect(saved()[0]!.mesuresProposees).toEqual(stored);
  });

  it('sends no measure when none is answered, so that an older risk gains nothing', async () => {
    const { saved, user } = renderStep(aDocument());
    const dialog = await openModal(user, /Chute d'un escabeau/);
    await within(dialog).findByRole('group', { name: 'Mesures proposées pour ce risque' });
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'évaluation" }));
    await screen.findByText('Risque évalué avec succès !');
    expect(saved()[0]).not.toHaveProperty('mesuresProposees');
  });

  it('shows nothing new for a risk of its own', async () => {
    renderStep(aDocument());
    const dialog = await openModal(userEvent.setup(), /Mon risque à moi/);
    await waitFor(() =>
      expect(within(dialog).queryByText('Chargement des mesures proposées…')).toBeNull(),
    );
    expect(
      within(dialog).queryByRole('group', { name: 'Mesures proposées pour ce risque' }),
    ).toBeNull();
  });
});
