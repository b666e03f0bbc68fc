import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchWords } from './normalize.js';
import { compareCodes } from '../text/order.js';
import { searchPremadeRisks } from './search-premade.js';

const categories = [
  {
    idPremadeCategorie: 'cat_echelles',
    displayName: 'Échelles, escabeaux et marchepieds',
    tagsPrincipaux: ['échelle', 'escabeau'],
    tagsSecondaires: ['rayonnage'],
  },
  {
    idPremadeCategorie: 'cat_charge',
    displayName: 'Charge de travail et surcharge',
    tagsPrincipaux: ['stress', 'burn-out'],
    tagsSecondaires: ['délais'],
  },
  {
    idPremadeCategorie: 'cat_bruit',
    displayName: 'Bruit des machines',
    tagsPrincipaux: ['bruit', 'surdité'],
    tagsSecondaires: [],
  },
];
const risques = [
  { idPremadeRisque: 'r1', idPremadeCategorie: 'cat_echelles', displayName: "Chute d'un escabeau" },
  { idPremadeRisque: 'r2', idPremadeCategorie: 'cat_echelles', displayName: "Chute d'une échelle" },
  {
    idPremadeRisque: 'r3',
    idPremadeCategorie: 'cat_charge',
    displayName: 'Épuisement professionnel',
  },
  {
    idPremadeRisque: 'r4',
    idPremadeCategorie: 'cat_bruit',
    displayName: 'Surdité professionnelle',
  },
  {
    idPremadeRisque: 'r5',
    idPremadeCategorie: 'cat_bruit',
    displayName: 'Acouphènes après un choc',
  },
];

describe('normalizeSearchText', () => {
  it('drops accents, case and extra spaces', () => {
    expect(normalizeSearchText('  Échelle   ÉTÉ ')).toBe('echelle ete');
  });
  it('spells out ligatures and unifies apostrophes', () => {
    expect(normalizeSearchText('Gros Œuvre')).toBe('gros oeuvre');
    expect(normalizeSearchText('d’accueil')).toBe("d'accueil");
  });
  it('splits a query into distinct words', () => {
    expect(searchWords('  chute  CHUTE escabeau ')).toEqual(['chute', 'escabeau']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('searchPremadeRisks', () => {
  it('returns everything for an empty query', () => {
    const result = searchPremadeRisks('  ', categories, risques);
    expect(result.categoryIds.size).toBe(3);
    expect(result.risqueIds.size).toBe(5);
  });

  it('finds a category by a tag typed without accent', () => {
    const result = searchPremadeRisks('echelle', categories, risques);
    expect([...result.categoryIds]).toEqual(['cat_echelles']);
    expect([...result.risqueIds]).toEqual(['r1', 'r2']);
  });

  it('ignores case and matches partial words', () => {
    expect([...searchPremadeRisks('BURN', categories, risques).categoryIds]).toEqual([
      'cat_charge',
    ]);
    expect([...searchPremadeRisks('surch', categories, risques).categoryIds]).toEqual([
      'cat_charge',
    ]);
  });

  it('shows every risk of a matching category', () => {
    const result = searchPremadeRisks('bruit', categories, risques);
    expect([...result.risqueIds].sort()).toEqual(['r4', 'r5']);
  });

  it('shows the category of a matching risk, but only that risk', () => {
    const result = searchPremadeRisks('épuisement', categories, risques);
    expect([...result.categoryIds]).toEqual(['cat_charge']);
    expect([...result.risqueIds]).toEqual(['r3']);
  });

  it('requires every word of the query', () => {
    expect(searchPremadeRisks('chute escabeau', categories, risques).risqueIds).toEqual(
      new Set(['r1']),
    );
    expect(searchPremadeRisks('escabeau surdité', categories, risques).risqueIds.size).toBe(0);
  });

  it('lets the words of a query match different fields of a category', () => {
    const result = searchPremadeRisks('rayonnage echelle', categories, risques);
    expect([...result.categoryIds]).toEqual(['cat_echelles']);
  });
});

describe('compareCodes', () => {
  it('orders codes numerically, part by part', () => {
    const codes = ['2.1', '1.10', '1.2', '10.1', '1.2.3', '1.2.10', '1.2.2'];
    expect([...codes].sort(compareCodes)).toEqual([
      '1.2',
      '1.2.2',
      '1.2.3',
      '1.2.10',
      '1.10',
      '2.1',
      '10.1',
    ]);
  });
  it('matches localeCompare with numeric French collation', () => {
    expect(compareCodes('1.2', '1.10')).toBe(
      Math.sign('1.2'.localeCompare('1.10', 'fr', { numeric: true })),
    );
  });
});
