import { describe, expect, it } from 'vitest';
import { emptyDuerpData } from '../duerp/document-data.js';
import { recomputeLevels } from '../duerp/levels.js';
import type { Categorie, DisplayOptions, DuerpData, Risque } from '../duerp/schemas.js';
import { groupedRows, groupRisques } from './group-risques.js';
import { reverseDemoText, toDemoDuerpData } from './demo-text.js';
import { sortRisques } from './sort-risques.js';
import { summarizeDuerp } from './summary.js';
import { budgetTotalText, summarizeBudgets } from './budget-totals.js';

type Eval = [number, number, number] | null;
const risque = (
  id: string,
  code: string,
  idCategorie: string,
  evaluation: Eval = null,
): Risque => ({
  idRisque: id,
  idCategorie,
  code,
  displayName: `Risque ${id}`,
  danger: '',
  remarques: '',
  evalGravite: evaluation?.[0] ?? null,
  evalFrequence: evaluation?.[1] ?? null,
  evalMaitrise: evaluation?.[2] ?? null,
  isRisqueEvalue: false,
  niveauDeRisqueValue: null,
  niveauDeRisqueStatus: null,
  isUserDefined: false,
});
const categorie = (idCategorie: string, code: string, displayName: string): Categorie => ({
  idCategorie,
  code,
  displayName,
  isUserDefined: false,
});

/** Two units; "Chutes" exists in both (different ids, same name), risks listed out of code order. */
function documentData(): DuerpData {
  return recomputeLevels({
    ...emptyDuerpData(),
    unitesDeTravail: [
      {
        idUniteDeTravail: 'u1',
        displayName: 'Atelier',
        niveauDeRisqueValue: null,
        papripactActionsPreventives: [],
        categorieDeRisques: [
          categorie('c-bruit', '2', 'Bruit'),
          categorie('c-chutes', '1', 'Chutes'),
        ],
        risques: [
          risque('a', '1.10', 'c-chutes', [2, 2, 2]), // 2
          risque('b', '1.2', 'c-chutes', [4, 4, 4]), // 20
          risque('c', '2.1', 'c-bruit', [1, 1, 1]), // 0.25
          risque('d', '', 'c-perdue', [3, 3, 2]), // 4.5, category unknown
        ],
      },
      {
        idUniteDeTravail: 'u2',
        displayName: 'Bureau',
        niveauDeRisqueValue: null,
        papripactActionsPreventives: [],
        categorieDeRisques: [categorie('c2-chutes', '1', 'Chutes')],
        risques: [risque('e', '1.9', 'c2-chutes'), risque('f', '1.1', 'c2-chutes', [3, 2, 3])], // e unevaluated, f 4.5
      },
      {
        idUniteDeTravail: 'u3',
        displayName: 'Vide',
        niveauDeRisqueValue: null,
        papripactActionsPreventives: [],
        categorieDeRisques: [],
        risques: [],
      },
    ],
  });
}

const options = (o: Partial<DisplayOptions>): DisplayOptions => ({
  sortBy: '',
  shouldGroupByUnite: false,
  shouldGroupByCategorie: false,
  ...o,
});
const ids = (data: DuerpData, o: Partial<DisplayOptions>) =>
  groupedRows(groupRisques(data, options(o))).map((r) => r.risque.idRisque);

describe('sortRisques', () => {
  const list = [
    risque('x', '1.10', 'c'),
    risque('y', '1.2', 'c'),
    risque('z', '', 'c'),
    risque('w', '10.1', 'c'),
    risque('v', '2', 'c'),
  ];
  it('sorts codes numeric-aware: 1.2 < 1.10 < 2 < 10.1, no code last', () => {
    expect(sortRisques(list, 'code').map((r) => r.code)).toEqual(['1.2', '1.10', '2', '10.1', '']);
  });
  it('sorts by level descending with unevaluated risks last', () => {
    const data = documentData();
    const all = data.unitesDeTravail.flatMap((u) => u.risques);
    expect(sortRisques(all, 'niveauDeRisqueValue').map((r) => r.idRisque)).toEqual([
      'b',
      'd',
      'f',
      'a',
      'c',
      'e',
    ]);
  });
  it('keeps the document order without a sort, and equal risks in document order', () => {
    expect(sortRisques(list, '').map((r) => r.idRisque)).toEqual(['x', 'y', 'z', 'w', 'v']);
    const ties = [risque('p', '', 'c', [2, 2, 2]), risque('q', '', 'c', [2, 2, 2])].map((r) => ({
      ...r,
      niveauDeRisqueValue: 2,
    }));
    expect(sortRisques(ties, 'niveauDeRisqueValue').map((r) => r.idRisque)).toEqual(['p', 'q']);
  });
  it('does not change its input', () => {
    const copy = [...list];
    sortRisques(list, 'code');
    expect(list).toEqual(copy);
  });
});

describe('groupRisques', () => {
  it('groups by unit then category, in the declared order, risks without category last', () => {
    const grouped = groupRisques(
      documentData(),
      options({ shouldGroupByUnite: true, shouldGroupByCategorie: true }),
    );
    expect(grouped.groups.map((g) => g.unite?.displayName)).toEqual(['Atelier', 'Bureau', 'Vide']);
    expect(grouped.groups[0]!.categories.map((c) => c.categorie?.displayName ?? null)).toEqual([
      'Bruit',
      'Chutes',
      null,
    ]);
    expect(grouped.groups[2]!.categories).toEqual([]);
    expect(grouped.count).toBe(6);
    expect(groupedRows(grouped).map((r) => r.risque.idRisque)).toEqual([
      'c',
      'a',
      'b',
      'd',
      'e',
      'f',
    ]);
  });
  it('orders categories and risks by code when sorting by code', () => {
    expect(
      ids(documentData(), {
        sortBy: 'code',
        shouldGroupByUnite: true,
        shouldGroupByCategorie: true,
      }),
    ).toEqual(['b', 'a', 'c', 'd', 'f', 'e']);
  });
  it('sorts by level inside each group', () => {
    expect(
      ids(documentData(), {
        sortBy: 'niveauDeRisqueValue',
        shouldGroupByUnite: true,
        shouldGroupByCategorie: true,
      }),
    ).toEqual(['c', 'b', 'a', 'd', 'f', 'e']);
  });
  it('groups by unit only', () => {
    const grouped = groupRisques(
      documentData(),
      options({ sortBy: 'code', shouldGroupByUnite: true }),
    );
    expect(grouped.groups[0]!.categories).toHaveLength(1);
    expect(grouped.groups[0]!.categories[0]!.categorie).toBeNull();
    expect(groupedRows(grouped).map((r) => r.risque.code)).toEqual([
      '1.2',
      '1.10',
      '2.1',
      '',
      '1.1',
      '1.9',
    ]);
  });
  it('merges categories of the same name across units when grouping by category only', () => {
    const grouped = groupRisques(
      documentData(),
      options({ sortBy: 'code', shouldGroupByCategorie: true }),
    );
    expect(grouped.groups).toHaveLength(1);
    expect(grouped.groups[0]!.unite).toBeNull();
    const categories = grouped.groups[0]!.categories;
    expect(categories.map((c) => c.categorie?.displayName ?? null)).toEqual([
      'Chutes',
      'Bruit',
      null,
    ]);
    expect(categories[0]!.rows.map((r) => `${r.unite.displayName} ${r.risque.code}`)).toEqual([
      'Bureau 1.1',
      'Atelier 1.2',
      'Bureau 1.9',
      'Atelier 1.10',
    ]);
  });
  it('sorts the whole document without any grouping', () => {
    expect(ids(documentData(), { sortBy: 'niveauDeRisqueValue' })).toEqual([
      'b',
      'd',
      'f',
      'a',
      'c',
      'e',
    ]);
    expect(ids(documentData(), {})).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const rows = groupedRows(groupRisques(documentData(), options({})));
    expect(rows.map((r) => r.categorie?.displayName ?? null)).toEqual([
      'Chutes',
      'Chutes',
      'Bruit',
      null,
      'Chutes',
      'Chutes',
    ]);
  });
});

describe('reverseDemoText', () => {
  it('reverses the characters and keeps accents on their letters', () => {
    expect(reverseDemoText('Accès à l’échelle')).toBe('ellehcé’l à sèccA');
    expect(reverseDemoText('e\u0301te\u0301')).toBe('e\u0301te\u0301'); // "été" with combining accents
    expect(reverseDemoText('Coût 15 €')).toBe('€ 51 tûoC');
    expect(reverseDemoText('')).toBe('');
  });
  it('reverses the free texts of a document, not its codes, evaluations or company', () => {
    const data = documentData();
    data.unitesDeTravail[0]!.risques[0]!.danger = 'Sol glissant';
    data.unitesDeTravail[0]!.papripactActionsPreventives.push({
      idAction: 'x',
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'a',
      descriptionDeLaMesure: 'Poser un tapis',
      responsable: 'Jean Dupré',
      budget: '200 €',
      date: '2026-05-01',
      statut: 'En cours',
    });
    const demo = toDemoDuerpData(data);
    const unit = demo.unitesDeTravail[0]!;
    expect(unit.displayName).toBe('reiletA');
    expect(unit.categorieDeRisques[0]!.displayName).toBe('tiurB');
    expect(unit.risques[0]).toMatchObject({
      displayName: 'a euqsiR',
      danger: 'tnassilg loS',
      code: '1.10',
      niveauDeRisqueValue: 2,
    });
    expect(unit.papripactActionsPreventives[0]).toMatchObject({
      descriptionDeLaMesure: 'sipat nu resoP',
      responsable: 'Jean Dupré',
      budget: '200 €',
    });
    expect(data.unitesDeTravail[0]!.displayName).toBe('Atelier');
  });
});

describe('toDemoDuerpData and the assessment fields (issue 16)', () => {
  it('reverses the existing measures, the differentiated-exposure note and the situations', () => {
    const data = documentData();
    const unite = data.unitesDeTravail[0]!;
    unite.risques[0]!.mesuresExistantes = 'Tapis';
    unite.risques[0]!.expositionDifferencieeNote = 'Grossesse';
    unite.expositionsPenibilite = [{ idFacteur: 'bruit', nombreExposes: 2, situations: 'Presse' }];
    const demo = toDemoDuerpData(data).unitesDeTravail[0]!;
    expect(demo.risques[0]).toMatchObject({
      mesuresExistantes: 'sipaT',
      expositionDifferencieeNote: 'essessorG',
    });
    expect(demo.expositionsPenibilite).toEqual([
      { idFacteur: 'bruit', nombreExposes: 2, situations: 'esserP' },
    ]);
  });
  it('adds none of them to a document without them', () => {
    const demo = toDemoDuerpData(documentData());
    expect(demo.unitesDeTravail[0]).not.toHaveProperty('expositionsPenibilite');
    expect(demo.unitesDeTravail[0]!.risques[0]).not.toHaveProperty('mesuresExistantes');
  });
});

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
