import { describe, expect, it } from 'vitest';
import type { RadarRow } from '@duerp/domain/compliance';
import { filterRadar } from './filter-radar';

const row = (over: Partial<RadarRow>): RadarRow => ({
  espaceId: 'e1',
  espaceName: 'Boulangerie',
  duerpId: 'd1',
  displayName: 'Atelier',
  lastVersionAt: null,
  daysToAnnualUpdate: null,
  update: { state: 'sans_version', dueDate: null },
  counts: { manquement: 0, 'à compléter': 0, 'bonne pratique': 0 },
  firstFinding: null,
  ...over,
});

const rows = [
  row({ duerpId: 'a', counts: { manquement: 2, 'à compléter': 0, 'bonne pratique': 0 } }),
  row({ duerpId: 'b', espaceId: 'e2', espaceName: 'Garage Élan', displayName: 'Siège' }),
  row({ duerpId: 'c', counts: { manquement: 0, 'à compléter': 1, 'bonne pratique': 0 } }),
];
const ids = (r: RadarRow[]) => r.map((x) => x.duerpId);

describe('filterRadar', () => {
  it('keeps every row without a filter, in their order', () => {
    expect(ids(filterRadar(rows, { espace: '', level: '', text: '' }))).toEqual(['a', 'b', 'c']);
  });
  it('keeps the rows of one espace, of one level, or matching the words without accents', () => {
    expect(ids(filterRadar(rows, { espace: 'e2', level: '', text: '' }))).toEqual(['b']);
    expect(ids(filterRadar(rows, { espace: '', level: 'manquement', text: '' }))).toEqual(['a']);
    expect(ids(filterRadar(rows, { espace: '', level: 'à compléter', text: '' }))).toEqual(['c']);
    expect(ids(filterRadar(rows, { espace: '', level: '', text: 'elan SIEGE' }))).toEqual(['b']);
    expect(ids(filterRadar(rows, { espace: '', level: '', text: 'inconnu' }))).toEqual([]);
  });
});
