import { describe, expect, it } from 'vitest';
import type { ActionRps } from '../rps/schemas.js';
import { checkCompliance, type ComplianceInput } from './check.js';
import { compliant, risque, rpsEvalues, unite, withEmployees } from './check-fixtures.js';

const codes = (input: ComplianceInput) => checkCompliance(input).findings.map((f) => f.code);

const actionRps = (over: Partial<ActionRps> = {}): ActionRps => ({
  idAction: 'ar1',
  cible: { type: 'famille', famille: 'intensite' },
  descriptionDeLaMesure: 'Réunion hebdomadaire de répartition de la charge',
  responsable: 'Direction',
  budget: '300 €',
  date: '2026-09-01',
  statut: 'En cours',
  ...over,
});

/** The compliant document's RPS unit with these actions. */
function rpsWith(...actions: ActionRps[]) {
  const rps = rpsEvalues();
  rps.unitesRps = rps.unitesRps.map((u) => ({ ...u, actions }));
  return rps;
}

const noWorkActions = unite({
  papripactActionsPreventives: [],
  risques: [risque({ niveauDeRisqueStatus: 'GREEN' })],
});

describe('RPS actions in the action rules', () => {
  it('counts an RPS action as the list of actions of a < 50 document (no actions-absentes)', () => {
    const without = withEmployees(20, { unitesDeTravail: [noWorkActions] });
    expect(codes(without)).toContain('actions-absentes');
    const withRps = withEmployees(20, {
      unitesDeTravail: [noWorkActions],
      risquesPsychosociaux: rpsWith(actionRps()),
    });
    expect(codes(withRps)).not.toContain('actions-absentes');
  });

  it('counts an RPS action as a PAPRIPACT measure of a ≥ 50 document (no papripact-absent)', () => {
    expect(codes(compliant({ unitesDeTravail: [noWorkActions] }))).toContain('papripact-absent');
    const withRps = compliant({
      unitesDeTravail: [noWorkActions],
      risquesPsychosociaux: rpsWith(actionRps()),
    });
    expect(codes(withRps)).toEqual([]);
  });

  it('reports an RPS action without a cost in papripact-cout', () => {
    const report = checkCompliance(
      compliant({ risquesPsychosociaux: rpsWith(actionRps({ budget: '' })) }),
    );
    const cout = report.findings.find((f) => f.code === 'papripact-cout');
    expect(cout?.message).toMatch(/^1 mesure du PAPRIPACT n'a pas/);
  });

  it('does not ask an RPS action for the PAPRIPACT details it has no field for', () => {
    expect(codes(compliant({ risquesPsychosociaux: rpsWith(actionRps()) }))).not.toContain(
      'papripact-details',
    );
  });

  it('reports an RPS action past its date and not done in actions-en-retard, not a closed one', () => {
    const late = checkCompliance(
      compliant({ risquesPsychosociaux: rpsWith(actionRps({ date: '2026-01-15' })) }),
    );
    expect(late.findings.find((f) => f.code === 'actions-en-retard')?.message).toMatch(
      /^1 action de prévention a dépassé sa date/,
    );
    const done = compliant({
      risquesPsychosociaux: rpsWith(actionRps({ date: '2026-01-15', statut: 'Terminé' })),
    });
    expect(codes(done)).not.toContain('actions-en-retard');
  });
});
