import { describe, expect, it } from 'vitest';
import { aRisque } from '../testing/index.js';
import { emptyDuerpData } from './document-data.js';
import { canLeaveEvaluationStep, canLeavePapripactStep, recomputeLevels } from './levels.js';
import type { DuerpData, Risque } from './schemas.js';
import { computeRiskScore } from '../risk/score.js';

const risque = (id: string, g: number | null, f: number | null, m: number | null): Risque =>
  aRisque(id, {
    idCategorie: 'c',
    isUserDefined: true,
    evalGravite: g,
    evalFrequence: f,
    evalMaitrise: m,
  });

function document(units: Risque[][]): DuerpData {
  return {
    ...emptyDuerpData(),
    unitesDeTravail: units.map((risques, i) => ({
      idUniteDeTravail: `u${i}`,
      displayName: `Unité ${i}`,
      risques,
      categorieDeRisques: [],
      papripactActionsPreventives: [],
      niveauDeRisqueValue: null,
    })),
  };
}

describe('recomputeLevels', () => {
  it('computes each risk as fréquence × gravité × maîtrise factor, with its band', () => {
    const data = recomputeLevels(
      document([[risque('a', 4, 4, 4), risque('b', 1, 1, 1), risque('c', 2, 3, 2)]]),
    );
    const [a, b, c] = data.unitesDeTravail[0]!.risques;
    expect(a).toMatchObject({
      isRisqueEvalue: true,
      niveauDeRisqueValue: 20,
      niveauDeRisqueStatus: 'RED',
    });
    expect(b).toMatchObject({
      isRisqueEvalue: true,
      niveauDeRisqueValue: 0.25,
      niveauDeRisqueStatus: 'GREEN',
    });
    expect(c).toMatchObject({ niveauDeRisqueValue: 3, niveauDeRisqueStatus: 'ORANGE' });
  });
  it('averages units and the whole document', () => {
    const data = recomputeLevels(
      document([[risque('a', 2, 2, 2), risque('b', 4, 4, 4)], [risque('c', 1, 2, 2)]]),
    );
    expect(data.unitesDeTravail.map((u) => u.niveauDeRisqueValue)).toEqual([11, 1]);
    expect(data.niveauDeRisqueTotalValue).toBeCloseTo((2 + 20 + 1) / 3);
    expect(data.niveauDeRisqueTotalStatus).toBe('RED');
  });
  it('leaves levels absent while any risk is unevaluated', () => {
    const data = recomputeLevels(document([[risque('a', 2, 2, 2)], [risque('b', 3, null, 1)]]));
    expect(data.unitesDeTravail[0]!.niveauDeRisqueValue).toBe(2);
    expect(data.unitesDeTravail[1]!.niveauDeRisqueValue).toBeNull();
    expect(data.unitesDeTravail[1]!.risques[0]).toMatchObject({
      isRisqueEvalue: false,
      niveauDeRisqueValue: null,
      niveauDeRisqueStatus: null,
    });
    expect(data.niveauDeRisqueTotalValue).toBeNull();
    expect(data.niveauDeRisqueTotalStatus).toBeNull();
  });
  it('returns the units and risks whose levels were already right as they were', () => {
    const first = recomputeLevels(document([[risque('a', 2, 2, 2)], [risque('b', 1, 1, 1)]]));
    const changed = JSON.parse(JSON.stringify(first)) as DuerpData;
    changed.unitesDeTravail[1]!.risques[0]!.evalFrequence = 4;
    changed.unitesDeTravail[0] = first.unitesDeTravail[0]!;
    const second = recomputeLevels(changed);
    expect(second.unitesDeTravail[0]).toBe(first.unitesDeTravail[0]);
    expect(second.unitesDeTravail[1]).not.toBe(changed.unitesDeTravail[1]);
    expect(second.unitesDeTravail[1]!.niveauDeRisqueValue).toBe(computeRiskScore(1, 4, 1)!.value);
    expect(computeRiskScore(1, 4, 1)!.value).not.toBe(
      first.unitesDeTravail[1]!.niveauDeRisqueValue,
    );
    expect(recomputeLevels(second).unitesDeTravail[1]).toBe(second.unitesDeTravail[1]);
  });
  it('has no level without risks', () => {
    const data = recomputeLevels(document([[]]));
    expect(data.unitesDeTravail[0]!.niveauDeRisqueValue).toBeNull();
    expect(data.niveauDeRisqueTotalValue).toBeNull();
  });
});

describe('step gating', () => {
  it('allows leaving step 5 only with at least one risk, all evaluated', () => {
    expect(canLeaveEvaluationStep(recomputeLevels(document([[]])))).toBe(false);
    expect(canLeaveEvaluationStep(recomputeLevels(document([[risque('a', 1, 1, null)]])))).toBe(
      false,
    );
    expect(canLeaveEvaluationStep(recomputeLevels(document([[risque('a', 1, 1, 1)], []])))).toBe(
      true,
    );
  });
  it('needs one preventive action to leave step 6 only when PAPRIPACT is enabled', () => {
    const data = document([[risque('a', 1, 1, 1)]]);
    expect(canLeavePapripactStep(data)).toBe(true);
    expect(canLeavePapripactStep({ ...data, isPapripactEnabled: true })).toBe(false);
    data.unitesDeTravail[0]!.papripactActionsPreventives.push({
      idAction: 'x',
      idUniteDeTravail: 'u0',
      idRisqueAssocie: 'a',
      descriptionDeLaMesure: 'd',
      responsable: 'r',
      budget: '',
      date: '2026-01-01',
      statut: 'En cours',
    });
    expect(canLeavePapripactStep({ ...data, isPapripactEnabled: true })).toBe(true);
  });
});
