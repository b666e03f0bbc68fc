import { describe, expect, it } from 'vitest';
import { groupedRows, groupRisques } from './group-risques.js';
import { sortRisques } from './sort-risques.js';
import { documentData, ids, options, risque } from './document-view.fixtures.js';

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
