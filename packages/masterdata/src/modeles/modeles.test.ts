import { SECTEUR_CATEGORIES, SECTEUR_SUGGESTIONS } from '@duerp/domain/secteur';
import { describe, expect, it } from 'vitest';
import { RISQUES } from '../risks/index.js';
import { UNITES } from '../units.js';
import { MODELES, modeleDefDuSecteur, modeleDuSecteur } from './index.js';

const unitIds = new Set(UNITES.map((u) => u.idUniteDeTravail));
const riskIds = new Set(RISQUES.map((r) => r.idPremadeRisque));

describe('sector models', () => {
  it('gives every sector its own model', () => {
    for (const secteur of SECTEUR_CATEGORIES) {
      const own = MODELES.filter((m) => m.secteur === secteur && m.motsCles.length === 0);
      expect(own, secteur).toHaveLength(1);
    }
  });

  it('names only catalogue units and risks, each unit once and with risks, each risk once in it', () => {
    const ids = MODELES.map((m) => m.idModele);
    expect(new Set(ids).size).toBe(ids.length);
    for (const modele of MODELES) {
      expect(modele.unites.length, modele.idModele).toBeGreaterThanOrEqual(3);
      const units = modele.unites.map((u) => u.idUniteDeTravail);
      expect(new Set(units).size, modele.idModele).toBe(units.length);
      for (const unite of modele.unites) {
        const where = `${modele.idModele} / ${unite.idUniteDeTravail}`;
        expect(unitIds.has(unite.idUniteDeTravail), where).toBe(true);
        expect(unite.risques.length, where).toBeGreaterThanOrEqual(2);
        expect(new Set(unite.risques).size, where).toBe(unite.risques.length);
        expect(
          unite.risques.filter((slug) => !riskIds.has(`risque_${slug}`)),
          where,
        ).toEqual([]);
      }
    }
  });

  it('writes every model out with its units named and its risks from the catalogue', () => {
    for (const { label } of SECTEUR_SUGGESTIONS) {
      const modele = modeleDuSecteur(label);
      expect(modele, label).not.toBeNull();
      for (const unite of modele!.unites) {
        expect(unite.displayName).not.toBe('');
        for (const risque of unite.risques) {
          expect(risque.idPremadeRisque).toMatch(/^risque_/);
          expect(risque.categorie.displayName).not.toBe('');
          expect(risque.code.startsWith(`${risque.categorie.code}.`)).toBe(true);
        }
      }
    }
  });

  it('recognises a bakery within the shops, and leaves an unknown sector without a model', () => {
    for (const text of ['Boulangerie-pâtisserie', 'BOULANGERIE', 'Pâtisserie artisanale']) {
      expect(modeleDefDuSecteur(text)?.idModele, text).toBe('modele_boulangerie_patisserie');
    }
    const bakery = modeleDuSecteur('Boulangerie-pâtisserie')!;
    expect(bakery.unites.map((u) => u.displayName)).toEqual([
      'Fournil et laboratoire',
      'Vente en boutique',
      'Livraison',
      'Nettoyage des locaux',
    ]);
    expect(bakery.unites[0]!.risques[0]!.displayName).toMatch(/farine/);
    expect(modeleDefDuSecteur('Épicerie fine')?.idModele).toBe('modele_commerce');
    expect(modeleDefDuSecteur('Agriculture biologique')).toBeNull();
    expect(modeleDefDuSecteur('')).toBeNull();
  });
});
