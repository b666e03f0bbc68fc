import { matchSecteur } from '@duerp/domain/secteur';
import { normalizeSearchText } from '@duerp/domain/search';
import type { ModeleDuSecteur, ModeleRisque } from '@duerp/domain/premade';
import { CATEGORIES } from '../categories/index.js';
import { mesuresDuRisque } from '../mesures/index.js';
import { RISQUES } from '../risks/index.js';
import { UNITES } from '../units.js';
import { MODELE_BOULANGERIE } from './boulangerie.js';
import type { ModeleDef } from './define.js';
import { MODELES_DES_SECTEURS } from './secteurs.js';

export type { ModeleDef, ModeleUniteDef } from './define.js';

/** Every model: the narrower ones (a trade within a sector) first, then one per sector. */
export const MODELES: readonly ModeleDef[] = [MODELE_BOULANGERIE, ...MODELES_DES_SECTEURS];

const words = (text: string) =>
  normalizeSearchText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '');

/**
 * The model for a company's « secteur d'activité »: none when the sector is not recognised
 * (matchSecteur), else the sector's narrower model whose keyword the text contains
 * (« Boulangerie-pâtisserie » → the bakery), else the sector's own.
 */
export function modeleDefDuSecteur(secteurDActivite: string | null | undefined): ModeleDef | null {
  const secteur = matchSecteur(secteurDActivite);
  if (!secteur || !secteurDActivite) return null;
  const text = words(secteurDActivite);
  const models = MODELES.filter((m) => m.secteur === secteur);
  return (
    models.find((m) => m.motsCles.some((k) => text.some((word) => word.startsWith(k)))) ??
    models.find((m) => m.motsCles.length === 0) ??
    null
  );
}

function detail(idPremadeRisque: string): ModeleRisque {
  const risque = RISQUES.find((r) => r.idPremadeRisque === idPremadeRisque);
  const categorie = CATEGORIES.find((c) => c.idPremadeCategorie === risque?.idPremadeCategorie);
  if (!risque || !categorie) throw new Error(`Risque du modèle inconnu : ${idPremadeRisque}`);
  return {
    ...risque,
    categorie: { code: categorie.code, displayName: categorie.displayName },
    mesures: mesuresDuRisque(idPremadeRisque).map(
      ({ idMesure, texte, principe, nature, article }) => ({
        idMesure,
        texte,
        principe,
        nature,
        article,
      }),
    ),
  };
}

/** A model with its units named and its risks written out, as the API answers it. */
export function modeleDetaille(def: ModeleDef): ModeleDuSecteur {
  return {
    idModele: def.idModele,
    displayName: def.displayName,
    secteur: def.secteur,
    unites: def.unites.map((unite) => {
      const premade = UNITES.find((u) => u.idUniteDeTravail === unite.idUniteDeTravail);
      if (!premade) throw new Error(`Unité du modèle inconnue : ${unite.idUniteDeTravail}`);
      return {
        idUniteDeTravail: unite.idUniteDeTravail,
        displayName: unite.displayName ?? premade.displayName,
        risques: unite.risques.map((slug) => detail(`risque_${slug}`)),
      };
    }),
  };
}

const cache = new Map<string, ModeleDuSecteur>();

/** The written-out model for a « secteur d'activité », or null; built once per model. */
export function modeleDuSecteur(
  secteurDActivite: string | null | undefined,
): ModeleDuSecteur | null {
  const def = modeleDefDuSecteur(secteurDActivite);
  if (!def) return null;
  let modele = cache.get(def.idModele);
  if (!modele) {
    modele = modeleDetaille(def);
    cache.set(def.idModele, modele);
  }
  return modele;
}
