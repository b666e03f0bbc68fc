import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DuerpData } from '@duerp/domain/duerp';
import { aDuerp, aUnit, anEntreprise } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { AssessmentSections } from './assessment-sections';

const ANNEX = 'Annexe — Facteurs de risques professionnels (article R4121-1-1)';

function renderSections(data: DuerpData) {
  renderWithProviders(<AssessmentSections data={data} duerpId={aDuerp().id} level={2} />);
}

describe('AssessmentSections (document page)', () => {
  it('shows nothing for a document without the new fields', () => {
    renderSections({
      ...aDuerp().data,
      entreprise: anEntreprise(),
      unitesDeTravail: [aUnit('Atelier')],
    });
    expect(screen.queryByRole('heading', { name: ANNEX })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Effectifs par unité de travail' })).toBeNull();
  });

  it('shows the headcounts and the annex with the workers exposed and their proportion', () => {
    renderSections({
      ...aDuerp().data,
      entreprise: anEntreprise({ nombreEmployes: 12 }),
      unitesDeTravail: [
        aUnit('Atelier', {
          effectif: 8,
          effectifFemmes: 2,
          expositionsPenibilite: [{ idFacteur: 'bruit', nombreExposes: 3, situations: 'Presse' }],
        }),
      ],
    });
    const headcounts = screen.getByRole('table', { name: 'Effectifs par unité de travail' });
    expect(within(headcounts).getByRole('row', { name: /Atelier 8 2/ })).toBeInTheDocument();
    expect(screen.getByText(/diffère de l'effectif de l'entreprise \(12\)/)).toBeInTheDocument();
    const annex = screen.getByRole('table', { name: ANNEX });
    expect(
      within(annex).getByRole('row', { name: /Bruit Atelier : 3 \(Presse\) 3 25 %/ }),
    ).toBeInTheDocument();
  });

  it('says that no exposure is declared once the section was saved empty', () => {
    renderSections({
      ...aDuerp().data,
      entreprise: anEntreprise(),
      unitesDeTravail: [aUnit('Atelier', { expositionsPenibilite: [] })],
    });
    expect(screen.getByRole('heading', { name: ANNEX })).toBeInTheDocument();
    expect(screen.getByText(/aucune exposition au-delà des seuils déclarée/)).toBeInTheDocument();
  });
});
