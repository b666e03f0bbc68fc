import { describe, expect, it } from 'vitest';
import type { DuerpData } from '../duerp/schemas.js';
import { IMPORT_MESSAGES } from './import-messages.js';
import { planImport } from './import-plan.js';
import { matchColumns, parseShownLevel, readImportRows } from './import-rows.js';

const empty: DuerpData = {
  entreprise: null,
  unitesDeTravail: [],
  displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  isPapripactEnabled: false,
  niveauDeRisqueTotalValue: null,
  niveauDeRisqueTotalStatus: null,
};

describe('parseShownLevel', () => {
  it('reads a level as the views show it, maîtrise reversed', () => {
    expect(parseShownLevel('evalGravite', 3)).toBe(3);
    expect(parseShownLevel('evalGravite', '3 Grave')).toBe(3);
    expect(parseShownLevel('evalGravite', 'très GRAVE')).toBe(4);
    expect(parseShownLevel('evalMaitrise', 4)).toBe(1);
    expect(parseShownLevel('evalMaitrise', 'Absente')).toBe(4);
    expect(parseShownLevel('evalFrequence', '')).toBeNull();
  });

  it('refuses an unknown rating', () => {
    expect(parseShownLevel('evalGravite', 5)).toBeUndefined();
    expect(parseShownLevel('evalGravite', '3 Faible')).toBeUndefined();
    expect(parseShownLevel('evalFrequence', 'souvent')).toBeUndefined();
  });
});

describe('matchColumns', () => {
  it('finds the columns by header or alias, ignoring case and accents', () => {
    expect(matchColumns(['UNITE', 'categorie', 'Nom du risque', 'gravité'])).toEqual({
      unite: 0,
      categorie: 1,
      risque: 2,
      gravite: 3,
    });
  });
});

describe('planImport', () => {
  it('creates a unit once and matches later lines to it by name', () => {
    const { risks, errors, fatal } = readImportRows([
      { line: 1, cells: ['Unité de travail', 'Catégorie', 'Risque'] },
      { line: 2, cells: ['Cuisine', 'Brûlures', 'Four'] },
      { line: 3, cells: ['cuisine', 'brulures', 'Friteuse'] },
    ]);
    expect({ errors, fatal }).toEqual({ errors: [], fatal: null });
    let n = 0;
    const plan = planImport(empty, risks, () => `id${++n}`);
    expect(plan.data.unitesDeTravail).toHaveLength(1);
    expect(plan.data.unitesDeTravail[0]?.categorieDeRisques).toHaveLength(1);
    expect(plan.data.unitesDeTravail[0]?.risques.map((r) => r.displayName)).toEqual([
      'Four',
      'Friteuse',
    ]);
  });

  it('says the file is empty when it has only a header', () => {
    expect(readImportRows([{ line: 1, cells: ['Unité de travail', 'Risque'] }]).fatal).toBe(
      IMPORT_MESSAGES.empty,
    );
  });
});
