import { compareCodes } from '@duerp/domain/text';
import { normalizeSearchText } from '@duerp/domain/search';
import { SECTEUR_CATEGORIES } from '@duerp/domain/secteur';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, FAMILLES, HIGHLIGHTS, RISQUES, UNITES, familleNumero } from './index.js';

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function isCleanName(name: string): boolean {
  return name.length > 0 && name === name.trim() && !/\s{2,}/.test(name);
}

describe('premade master data', () => {
  it('has enough content', () => {
    expect(FAMILLES.length).toBeGreaterThanOrEqual(20);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(80);
    expect(RISQUES.length).toBeGreaterThanOrEqual(300);
  });

  it('contains the 20 families of the INRS guide ED 840', () => {
    const names = FAMILLES.map((f) => normalizeSearchText(f.displayName));
    const expected = [
      'chutes de plain-pied',
      'chutes de hauteur',
      'circulations internes',
      'deplacements routiers',
      'charge physique',
      'manutention mecanique',
      'produits chimiques',
      'agents biologiques',
      'equipements de travail',
      'effondrements',
      'bruit',
      'ambiances thermiques',
      'incendie',
      'electricite',
      'ambiances lumineuses',
      'rayonnements',
      'risques psychosociaux',
      'vibrations',
      'heurts',
      'pratiques addictives',
    ];
    for (const family of expected) {
      expect(
        names.some((name) => name.includes(family)),
        family,
      ).toBe(true);
    }
  });

  it('has unique ids and codes', () => {
    expect(duplicates(FAMILLES.map((f) => f.idFamille))).toEqual([]);
    expect(duplicates(CATEGORIES.map((c) => c.idPremadeCategorie))).toEqual([]);
    expect(duplicates(CATEGORIES.map((c) => c.code))).toEqual([]);
    expect(duplicates(RISQUES.map((r) => r.idPremadeRisque))).toEqual([]);
    expect(duplicates(RISQUES.map((r) => r.code))).toEqual([]);
    expect(duplicates(UNITES.map((u) => u.idUniteDeTravail))).toEqual([]);
  });

  it('has unique display names within each level', () => {
    expect(duplicates(FAMILLES.map((f) => normalizeSearchText(f.displayName)))).toEqual([]);
    expect(duplicates(CATEGORIES.map((c) => normalizeSearchText(c.displayName)))).toEqual([]);
    expect(duplicates(RISQUES.map((r) => normalizeSearchText(r.displayName)))).toEqual([]);
  });

  it('has no empty, padded or double-spaced name, tag or threshold', () => {
    const texts = [
      ...FAMILLES.map((f) => f.displayName),
      ...CATEGORIES.flatMap((c) => [c.displayName, ...c.tagsPrincipaux, ...c.tagsSecondaires]),
      ...RISQUES.flatMap((r) => [r.displayName, ...(r.infoSeuil === null ? [] : [r.infoSeuil])]),
      ...UNITES.map((u) => u.displayName),
    ];
    expect(texts.filter((text) => !isCleanName(text))).toEqual([]);
  });

  it('uses plain apostrophes consistently', () => {
    const texts = [
      ...CATEGORIES.flatMap((c) => [c.displayName, ...c.tagsPrincipaux, ...c.tagsSecondaires]),
      ...RISQUES.flatMap((r) => [r.displayName, r.infoSeuil ?? '']),
    ];
    expect(texts.filter((text) => text.includes('’'))).toEqual([]);
  });

  it('links every category to an existing family, coded after it', () => {
    const familyIds = new Set(FAMILLES.map((f) => f.idFamille));
    for (const categorie of CATEGORIES) {
      expect(familyIds.has(categorie.idFamille), categorie.idPremadeCategorie).toBe(true);
      expect(categorie.code).toMatch(new RegExp(`^${familleNumero(categorie.idFamille)}\\.\\d+$`));
      expect(categorie.isHighlighted).toBe(false);
    }
  });

  it('gives every category at least one main tag and two risks', () => {
    for (const categorie of CATEGORIES) {
      expect(categorie.tagsPrincipaux.length, categorie.idPremadeCategorie).toBeGreaterThan(0);
      const risques = RISQUES.filter((r) => r.idPremadeCategorie === categorie.idPremadeCategorie);
      expect(risques.length, categorie.idPremadeCategorie).toBeGreaterThanOrEqual(2);
    }
  });

  it('links every risk to an existing category, coded after it', () => {
    const byId = new Map(CATEGORIES.map((c) => [c.idPremadeCategorie, c]));
    for (const risque of RISQUES) {
      const categorie = byId.get(risque.idPremadeCategorie);
      expect(categorie, risque.idPremadeRisque).toBeDefined();
      expect(risque.code.startsWith(`${categorie?.code}.`), risque.code).toBe(true);
      expect(risque.code).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('keeps the data in numeric-aware code order', () => {
    const sortedCategories = [...CATEGORIES].sort((a, b) => compareCodes(a.code, b.code));
    expect(sortedCategories.map((c) => c.code)).toEqual(CATEGORIES.map((c) => c.code));
    for (const categorie of CATEGORIES) {
      const codes = RISQUES.filter(
        (r) => r.idPremadeCategorie === categorie.idPremadeCategorie,
      ).map((r) => r.code);
      expect([...codes].sort(compareCodes)).toEqual(codes);
    }
    expect(CATEGORIES.findIndex((c) => c.code === '1.2')).toBeLessThan(
      CATEGORIES.findIndex((c) => c.code === '10.1'),
    );
  });

  it('marks sector-specific categories', () => {
    const specific = CATEGORIES.filter((c) => c.isSecteurSpecifique).map(
      (c) => c.idPremadeCategorie,
    );
    expect(specific).toEqual(
      expect.arrayContaining([
        'cat_contention_animaux',
        'cat_manipulation_patients',
        'cat_cytotoxiques',
        'cat_surveillance_eleves',
        'cat_meulage_verres',
        'cat_echafaudages',
      ]),
    );
    expect(specific).not.toContain('cat_port_charges');
  });
});

describe('premade work units', () => {
  it('offers a general list', () => {
    const general = UNITES.filter((u) => u.secteurs.length === 0);
    expect(general.length).toBeGreaterThanOrEqual(12);
    expect(general.map((u) => u.displayName)).toEqual(
      expect.arrayContaining(['Bureaux administratifs', 'Accueil', 'Télétravail']),
    );
  });

  it.each(SECTEUR_CATEGORIES)('offers at least 8 units to %s, with stable slug ids', (secteur) => {
    const units = UNITES.filter((u) => u.secteurs.includes(secteur));
    expect(units.length).toBeGreaterThanOrEqual(8);
    for (const unit of units) {
      expect(unit.idUniteDeTravail).toMatch(
        new RegExp(`^unite_${secteur.toLowerCase()}_[a-z0-9_]+$`),
      );
    }
    expect(duplicates(units.map((u) => normalizeSearchText(u.displayName)))).toEqual([]);
  });
});

describe('sector highlights', () => {
  const familyIds = new Set(FAMILLES.map((f) => f.idFamille));
  const categoryIds = new Set(CATEGORIES.map((c) => c.idPremadeCategorie));

  it.each(SECTEUR_CATEGORIES)('highlights existing families and categories for %s', (secteur) => {
    const { familles, categories } = HIGHLIGHTS[secteur];
    expect(familles.length).toBeGreaterThanOrEqual(1);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    for (const id of familles) expect(familyIds.has(id), id).toBe(true);
    for (const id of categories) expect(categoryIds.has(id), id).toBe(true);
    expect(duplicates([...categories])).toEqual([]);
  });
});
