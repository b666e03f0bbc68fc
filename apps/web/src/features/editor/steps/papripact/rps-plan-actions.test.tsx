import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_RISQUES_PSYCHOSOCIAUX } from '@duerp/domain/rps';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { aDuerp, anEntreprise } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { aUniteRps } from '../../test/rps-fixtures';
import { RpsPlanActions } from './rps-plan-actions';

const document: DuerpDocument = aDuerp({
  data: {
    ...aDuerp().data,
    entreprise: anEntreprise(),
    isPapripactEnabled: true,
    risquesPsychosociaux: {
      ...EMPTY_RISQUES_PSYCHOSOCIAUX,
      unitesRps: [
        aUniteRps({
          actions: [
            {
              idAction: 'x1',
              cible: { type: 'famille', famille: 'emotions' },
              descriptionDeLaMesure: 'Formation à la gestion des clients agressifs',
              responsable: 'Claire Martin',
              budget: '',
              date: '2027-03-01',
              statut: 'À planifier',
            },
          ],
        }),
      ],
    },
  },
});

describe('RpsPlanActions (step 6)', () => {
  it('lists the actions decided in the RPS synthesis, with a link back to it', () => {
    renderWithProviders(<RpsPlanActions duerp={document} />);
    const section = screen.getByRole('region', { name: 'Actions sur les risques psychosociaux' });
    expect(within(section).getByText('Famille « Exigences émotionnelles »')).toBeInTheDocument();
    expect(
      within(section).getByText('Formation à la gestion des clients agressifs'),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Modifier dans la synthèse RPS' }),
    ).toHaveAttribute(
      'href',
      `/duerps/${document.id}/edit?step=5&partie=rps&uniteRps=rps1&vue=synthese`,
    );
  });

  it('shows nothing while no RPS action exists', () => {
    renderWithProviders(<RpsPlanActions duerp={aDuerp()} />);
    expect(screen.queryByRole('region', { name: /psychosociaux/ })).not.toBeInTheDocument();
  });
});
