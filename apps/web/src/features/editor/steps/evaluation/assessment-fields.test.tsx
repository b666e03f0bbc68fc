import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aUnit } from '@/test/factories';
import { aRisque } from '@/features/duerp/test/fake-duerp-server';
import { aDocumentWith, renderEvaluationStep } from '../../test/render-evaluation-step';

function aDocument(extra: Partial<ReturnType<typeof aRisque>> = {}): DuerpDocument {
  return aDocumentWith(
    aUnit('Atelier', {
      categorieDeRisques: [
        { idCategorie: 'c1', code: '', displayName: 'Chutes', isUserDefined: true },
      ],
      risques: [
        aRisque('r1', 'c1', 'Glissade', {
          evalGravite: 2,
          evalFrequence: 3,
          evalMaitrise: 2,
          ...extra,
        }),
      ],
    }),
  );
}

const renderStep = renderEvaluationStep;

describe('evaluation modal: existing measures and sex-differentiated exposure (issue 16)', () => {
  it('sends none of the new fields when the user leaves them empty on a risk without them', async () => {
    const { saved, user } = renderStep(aDocument());
    await user.click(await screen.findByRole('button', { name: /Glissade/ }));
    const dialog = screen.getByRole('dialog', { name: 'Évaluer le risque' });
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'évaluation" }));
    await screen.findByText('Risque évalué avec succès !');
    const body = saved()[0]!;
    expect(body).not.toHaveProperty('mesuresExistantes');
    expect(body).not.toHaveProperty('isExpositionDifferenciee');
    expect(body).not.toHaveProperty('expositionDifferencieeNote');
  });

  it('sends the existing measures and the differentiated exposure the user enters', async () => {
    const { saved, user } = renderStep(aDocument());
    await user.click(await screen.findByRole('button', { name: /Glissade/ }));
    const dialog = screen.getByRole('dialog', { name: 'Évaluer le risque' });
    await user.type(
      within(dialog).getByLabelText('Mesures de prévention existantes'),
      'Tapis antidérapants',
    );
    expect(within(dialog).queryByLabelText("En quoi l'exposition diffère")).toBeNull();
    const flag = within(dialog).getByRole('checkbox', {
      name: 'Exposition différenciée femmes / hommes',
    });
    expect(flag).toHaveAccessibleDescription(/article L4121-3, alinéa 2/);
    await user.click(flag);
    await user.type(
      within(dialog).getByLabelText("En quoi l'exposition diffère"),
      'Chaussures de sécurité inadaptées',
    );
    await user.click(within(dialog).getByRole('button', { name: "Enregistrer l'évaluation" }));
    await screen.findByText('Risque évalué avec succès !');
    expect(saved()[0]).toMatchObject({
      mesuresExistantes: 'Tapis antidérapants',
      isExpositionDifferenciee: true,
      expositionDifferencieeNote: 'Chaussures de sécurité inadaptées',
    });
  });

  it('shows the rating history of a re-rated risk', async () => {
    const { user } = renderStep(
      aDocument({
        historiqueCotations: [
          {
            date: '2026-03-01T09:00:00Z',
            evalGravite: 4,
            evalFrequence: 4,
            evalMaitrise: 1,
            niveauDeRisqueValue: 20,
            niveauDeRisqueStatus: 'RED',
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Glissade/ }));
    const dialog = screen.getByRole('dialog', { name: 'Évaluer le risque' });
    expect(within(dialog).getByText('Historique des cotations')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Jusqu'au 1 mars 2026 : 20,0 \(Critique\)/),
    ).toBeInTheDocument();
  });
});
