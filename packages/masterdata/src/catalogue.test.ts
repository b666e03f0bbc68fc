import { SECTEUR_CATEGORIES } from '@duerp/domain/secteur';
import { searchPremadeRisks } from '@duerp/domain/search';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, CATEGORIES, FAMILLES, HIGHLIGHTED_FAMILY_ID, RISQUES } from './index.js';

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('buildCatalogue', () => {
  it('puts the sector family first for BTP, with copies that reference existing ids', () => {
    const catalogue = buildCatalogue('BTP');
    expect(catalogue.familleDeRisques[0]).toEqual({
      idFamille: HIGHLIGHTED_FAMILY_ID,
      displayName: 'Risques fréquents dans votre secteur',
    });
    expect(catalogue.familleDeRisques.slice(1)).toEqual(FAMILLES);

    const familyIds = new Set(catalogue.familleDeRisques.map((f) => f.idFamille));
    const categoryIds = new Set(catalogue.categorieDeRisques.map((c) => c.idPremadeCategorie));
    for (const categorie of catalogue.categorieDeRisques) {
      expect(familyIds.has(categorie.idFamille)).toBe(true);
    }
    for (const risque of catalogue.risques) {
      expect(categoryIds.has(risque.idPremadeCategorie)).toBe(true);
    }

    const copies = catalogue.categorieDeRisques.filter(
      (c) => c.idFamille === HIGHLIGHTED_FAMILY_ID,
    );
    expect(copies.map((c) => c.idPremadeCategorie)).toContain('hl_cat_echafaudages');
    expect(copies.every((c) => c.idPremadeCategorie.startsWith('hl_') && c.isHighlighted)).toBe(
      true,
    );
    const scaffoldRisks = catalogue.risques.filter(
      (r) => r.idPremadeCategorie === 'hl_cat_echafaudages',
    );
    expect(scaffoldRisks.length).toBeGreaterThanOrEqual(2);
    expect(scaffoldRisks.every((r) => r.idPremadeRisque.startsWith('hl_'))).toBe(true);
  });

  it('flags the highlighted normal categories for the sector', () => {
    const catalogue = buildCatalogue('BTP');
    const normal = catalogue.categorieDeRisques.filter(
      (c) => c.idFamille !== HIGHLIGHTED_FAMILY_ID,
    );
    expect(normal).toHaveLength(CATEGORIES.length);
    expect(normal.find((c) => c.idPremadeCategorie === 'cat_echafaudages')?.isHighlighted).toBe(
      true,
    );
    expect(normal.find((c) => c.idPremadeCategorie === 'cat_caisse')?.isHighlighted).toBe(false);
  });

  it('leaves out the sector-specific categories of another sector from a highlighted family', () => {
    const sante = buildCatalogue('SANTE').categorieDeRisques;
    expect(sante.some((c) => c.idPremadeCategorie === 'hl_cat_aes')).toBe(true);
    expect(sante.some((c) => c.idPremadeCategorie === 'hl_cat_zoonoses')).toBe(false);
  });

  it('has no highlighted family and no highlight without a sector', () => {
    const catalogue = buildCatalogue(null);
    expect(catalogue.familleDeRisques).toEqual(FAMILLES);
    expect(catalogue.categorieDeRisques).toHaveLength(CATEGORIES.length);
    expect(catalogue.categorieDeRisques.some((c) => c.isHighlighted)).toBe(false);
    expect(catalogue.risques).toHaveLength(RISQUES.length);
    expect(catalogue.unitesDeTravail.length).toBeGreaterThan(0);
    expect(catalogue.unitesDeTravail.every((u) => !u.isHighlighted)).toBe(true);
  });

  it.each([null, ...SECTEUR_CATEGORIES])('returns unique ids for %s', (secteur) => {
    const catalogue = buildCatalogue(secteur);
    expect(duplicates(catalogue.unitesDeTravail.map((u) => u.idUniteDeTravail))).toEqual([]);
    expect(duplicates(catalogue.familleDeRisques.map((f) => f.idFamille))).toEqual([]);
    expect(duplicates(catalogue.categorieDeRisques.map((c) => c.idPremadeCategorie))).toEqual([]);
    expect(duplicates(catalogue.risques.map((r) => r.idPremadeRisque))).toEqual([]);
  });

  it.each(SECTEUR_CATEGORIES)(
    'lists the units of %s first, highlighted, then the general ones',
    (secteur) => {
      const units = buildCatalogue(secteur).unitesDeTravail;
      const firstGeneral = units.findIndex((u) => !u.isHighlighted);
      expect(firstGeneral).toBeGreaterThanOrEqual(8);
      expect(units.slice(firstGeneral).every((u) => !u.isHighlighted)).toBe(true);
      expect(units.some((u) => u.displayName === 'Bureaux administratifs')).toBe(true);
    },
  );

  it('returns exactly the API shape', () => {
    const catalogue = buildCatalogue('SCOLAIRE');
    expect(Object.keys(catalogue).sort()).toEqual(
      ['categorieDeRisques', 'familleDeRisques', 'risques', 'unitesDeTravail'].sort(),
    );
    expect(Object.keys(catalogue.unitesDeTravail[0] ?? {}).sort()).toEqual(
      ['displayName', 'idUniteDeTravail', 'isHighlighted'].sort(),
    );
    expect(Object.keys(catalogue.risques[0] ?? {}).sort()).toEqual(
      ['code', 'displayName', 'idPremadeCategorie', 'idPremadeRisque', 'infoSeuil'].sort(),
    );
  });

  it('is memoised per sector and protected against mutation', () => {
    expect(buildCatalogue('BTP')).toBe(buildCatalogue('BTP'));
    expect(buildCatalogue(null)).not.toBe(buildCatalogue('BTP'));
    const catalogue = buildCatalogue('BUREAU');
    expect(Object.isFrozen(catalogue.risques)).toBe(true);
    expect(() => {
      (catalogue.risques as unknown[]).push({});
    }).toThrow();
    expect(RISQUES.every((r) => !r.idPremadeRisque.startsWith('hl_'))).toBe(true);
  });
});

describe('search over the real catalogue', () => {
  const { categorieDeRisques, risques } = buildCatalogue(null);
  const search = (query: string) => searchPremadeRisks(query, categorieDeRisques, risques);

  it('finds the ladder category when typing "echelle" without accent', () => {
    expect(search('echelle').categoryIds).toContain('cat_echelles_escabeaux');
  });

  it('finds burn-out in capitals or as one word', () => {
    expect(search('BURN').categoryIds).toContain('cat_charge_travail');
    expect(search('burnout').categoryIds).toContain('cat_charge_travail');
  });

  it('finds the veterinary categories however "vétérinaire" is typed', () => {
    for (const query of ['vétérinaire', 'veterinaire', 'VETERINAIRE', 'Vétér']) {
      const ids = search(query).categoryIds;
      expect(ids, query).toContain('cat_radio_veterinaire');
    }
  });

  it.each([
    ['seringue', 'cat_aes'],
    ['aiguille', 'cat_aes'],
    ['solvant', 'cat_solvants_peintures'],
    ['clavier', 'cat_poste_ecran'],
    ['four', 'cat_equipements_cuisine'],
    ['couteau', 'cat_outils_coupants'],
    ['scie', 'cat_machines_atelier'],
    ['soudure', 'cat_fumees_gaz'],
    ['amiante', 'cat_amiante_travaux'],
    ['ponceuse', 'cat_outils_portatifs'],
    ['transpalette', 'cat_chariots_elevateurs'],
    ['harcèlement', 'cat_relations_travail'],
    ['gros oeuvre', 'cat_demolition'],
  ])('finds "%s" in %s', (query, idPremadeCategorie) => {
    expect(search(query).categoryIds).toContain(idPremadeCategorie);
  });
});
