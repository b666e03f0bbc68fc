import { describe, expect, it } from 'vitest';
import { recomputeLevels } from '../duerp/levels.js';
import type { DuerpData } from '../duerp/schemas.js';
import { budgetTotalText, summarizeBudgets } from './budget-totals.js';
import { summarizeDuerp } from './summary.js';
import { documentData } from './document-view.fixtures.js';

describe('summarizeDuerp', () => {
  it('counts risks per band and keeps each unit level', () => {
    const summary = summarizeDuerp(documentData());
    expect(summary.counts).toEqual({ GREEN: 1, YELLOW: 1, ORANGE: 2, RED: 1, NONE: 1 });
    expect(summary.risqueCount).toBe(6);
    expect(summary.evaluatedCount).toBe(5);
    expect(summary.units.map((u) => [u.displayName, u.value, u.status])).toEqual([
      ['Atelier', (2 + 20 + 0.25 + 4.5) / 4, 'RED'],
      ['Bureau', null, null],
      ['Vide', null, null],
    ]);
  });
  it('has no global level while a risk is unevaluated, and the average once all are', () => {
    expect(summarizeDuerp(documentData()).global).toEqual({ value: null, status: null });
    const data = documentData();
    data.unitesDeTravail[1]!.risques[0]!.evalGravite = 1;
    data.unitesDeTravail[1]!.risques[0]!.evalFrequence = 1;
    data.unitesDeTravail[1]!.risques[0]!.evalMaitrise = 1;
    const global = summarizeDuerp(recomputeLevels(data)).global;
    expect(global.value).toBeCloseTo((2 + 20 + 0.25 + 4.5 + 0.25 + 4.5) / 6);
    expect(global.status).toBe('RED'); // 31.5 / 6 = 5.25
  });
});

describe('summarizeBudgets', () => {
  const withActions = (budgets: string[][]): DuerpData => {
    const data = documentData();
    data.unitesDeTravail.forEach((unite, u) => {
      unite.papripactActionsPreventives = (budgets[u] ?? []).map((budget, i) => ({
        idAction: `x${u}${i}`,
        idUniteDeTravail: unite.idUniteDeTravail,
        idRisqueAssocie: 'a',
        descriptionDeLaMesure: 'Mesure',
        responsable: 'Jean Dupré',
        budget,
        date: '2026-05-01',
        statut: 'En cours',
      }));
    });
    return data;
  };

  it('adds the amounts per unit and for the whole PAPRIPACT, text budgets aside', () => {
    const totals = summarizeBudgets(
      withActions([['5000', '2 400 €', 'devis demandé'], ['120,50']]),
    );
    expect(totals.units.map((u) => [u.displayName, u.total, u.pricedCount, u.actionCount])).toEqual(
      [
        ['Atelier', 7400, 2, 3],
        ['Bureau', 120.5, 1, 1],
      ],
    );
    expect(totals.all).toEqual({ total: 7520.5, actionCount: 4, pricedCount: 3 });
    expect(budgetTotalText(totals.all).replace(/[\u202f\u00a0]/g, ' ')).toBe(
      '7 520,50 € (3 actions chiffrées sur 4)',
    );
    expect(budgetTotalText(totals.units[1]!).replace(/[\u202f\u00a0]/g, ' ')).toBe('120,50 €');
  });

  it('says "Non chiffré" when no budget states an amount, and skips units without action', () => {
    const totals = summarizeBudgets(withActions([[''], []]));
    expect(totals.units.map((u) => u.displayName)).toEqual(['Atelier']);
    expect(budgetTotalText(totals.all)).toBe('Non chiffré');
  });
});
