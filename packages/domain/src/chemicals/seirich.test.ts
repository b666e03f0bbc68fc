import { describe, expect, it } from 'vitest';
import { recomputeLevels } from '../duerp/levels.js';
import { emptyDuerpData } from '../duerp/document-data.js';
import type { UniteDeTravail } from '../duerp/schemas.js';
import { aCategorie, aRisque, aUnit } from '../testing/index.js';

const withUnits = (unitesDeTravail: UniteDeTravail[]) => ({ ...emptyDuerpData(), unitesDeTravail });
import { applySeirichPriorities } from './seirich-apply.js';
import {
  parseSeirichPriority,
  readSeirichRows,
  SEIRICH_MESSAGES,
  seirichColumns,
} from './seirich.js';
import { substitutionStatusText } from './inventory.js';

describe('Seirich priorities', () => {
  it.each([
    ['Priorité 1', 1],
    ['priorite 2', 2],
    ['P3', 3],
    [3, 3],
    ['Risque élevé', 1],
    ['très élevé', 1],
    ['Moyen', 2],
    ['risque faible', 3],
  ])('reads %s as priority %i', (cell, expected) => {
    expect(parseSeirichPriority(cell)).toBe(expected);
  });

  it.each(['Priorité 4', '0', 'urgent', '', null, '1; DROP'])('refuses %s', (cell) => {
    expect(parseSeirichPriority(cell)).toBeNull();
  });

  it('finds the product and priority columns wherever they are, or none', () => {
    expect(seirichColumns(['Unité', 'Nom du produit', 'Niveau de priorité'])).toEqual([1, 2]);
    expect(seirichColumns(['Produit', 'Quantité'])).toEqual([]);
  });

  it('reads the lines, skips blank ones, reports each bad line', () => {
    const read = readSeirichRows([
      { line: 1, cells: ['Produit', 'Priorité'] },
      { line: 2, cells: ['Vernis', 'Priorité 2'] },
      { line: 3, cells: [null, null] },
      { line: 4, cells: ['', '1'] },
      { line: 5, cells: ['Colle', 'bof'] },
    ]);
    expect(read.lines).toEqual([{ line: 2, produit: 'Vernis', priorite: 2 }]);
    expect(read.errors).toEqual([
      { line: 4, message: SEIRICH_MESSAGES.productMissing },
      { line: 5, message: SEIRICH_MESSAGES.priorityInvalid },
    ]);
    expect(readSeirichRows([{ line: 1, cells: [] }]).fatal).toBe(SEIRICH_MESSAGES.missingColumns);
  });

  it("puts each chemical risk of the unit in its priority's band, notes the source once, leaves the others", () => {
    const data = withUnits([
      aUnit('Atelier', {
        idUniteDeTravail: 'u1',
        categorieDeRisques: [
          aCategorie('c7', '7.2', 'Solvants'),
          aCategorie('c1', '1.1', 'Chutes'),
        ],
        risques: [
          aRisque('r7', { idCategorie: 'c7', remarques: 'Aspiration en place' }),
          aRisque('r1', { idCategorie: 'c1' }),
        ],
      }),
    ]);
    const priorities = new Map([['u1', { priorite: 2 as const, produits: ['Vernis'] }]]);
    const once = applySeirichPriorities(data, priorities, '3 décembre 2026');
    const twice = applySeirichPriorities(once.data, priorities, '4 décembre 2026');
    expect(once.risquesModifies).toBe(1);
    const [r7, r1] = recomputeLevels(twice.data).unitesDeTravail[0]!.risques;
    expect(r7).toMatchObject({ niveauDeRisqueStatus: 'ORANGE' });
    expect(r7!.remarques).toBe(
      'Aspiration en place\nNiveau repris de Seirich le 4 décembre 2026 : priorité 2 (Vernis).',
    );
    expect(r1).toBe(data.unitesDeTravail[0]!.risques[1]);
    for (const [priorite, status] of [
      [1, 'RED'],
      [3, 'YELLOW'],
    ] as const) {
      const set = applySeirichPriorities(
        data,
        new Map([['u1', { priorite, produits: ['V'] }]]),
        'x',
      );
      expect(recomputeLevels(set.data).unitesDeTravail[0]!.risques[0]!.niveauDeRisqueStatus).toBe(
        status,
      );
    }
  });

  it('reports a unit without a chemical risk', () => {
    const data = withUnits([aUnit('Atelier', { idUniteDeTravail: 'u1' })]);
    const set = applySeirichPriorities(
      data,
      new Map([['u1', { priorite: 1, produits: ['V'] }]]),
      'x',
    );
    expect(set).toMatchObject({ risquesModifies: 0, unitesSansRisque: ['u1'] });
  });
});

describe('the substitution status the inventory prints', () => {
  it('is owed by CMR products only, with the latest result and the count', () => {
    expect(substitutionStatusText(null, 0, null)).toBe('Sans objet');
    expect(substitutionStatusText('avere', 0, null)).toBe('Aucune démarche consignée');
    expect(substitutionStatusText('avere', 3, 'substitue')).toBe('Substitué (3 démarches)');
  });
});
