import { compareCodes } from '@duerp/domain/text';
import type { CategorieDeRisques } from '../types.js';
import { CATEGORIES_AMBIANCES_ENERGIES } from './ambiances-energies.js';
import { CATEGORIES_AMIANTE, CATEGORIES_CHIMIQUE_BIOLOGIQUE } from './chimique-biologique.js';
import { CATEGORIES_CHUTES_CIRCULATION } from './chutes-circulation.js';
import { CATEGORIES_HUMAIN_ORGANISATION } from './humain-organisation.js';
import { CATEGORIES_ORGANISATION_POPULATIONS } from './organisation-populations.js';
import { CATEGORIES_PHYSIQUE_MECANIQUE } from './physique-mecanique.js';

/** Every premade category, in code order. */
export const CATEGORIES: readonly CategorieDeRisques[] = [
  ...CATEGORIES_CHUTES_CIRCULATION,
  ...CATEGORIES_PHYSIQUE_MECANIQUE,
  ...CATEGORIES_CHIMIQUE_BIOLOGIQUE,
  ...CATEGORIES_AMBIANCES_ENERGIES,
  ...CATEGORIES_HUMAIN_ORGANISATION,
  ...CATEGORIES_AMIANTE,
  ...CATEGORIES_ORGANISATION_POPULATIONS,
].sort((a, b) => compareCodes(a.code, b.code));

const BY_ID = new Map(CATEGORIES.map((categorie) => [categorie.idPremadeCategorie, categorie]));

/** A premade category by id; throws on an unknown id so a typo in the data fails at load time. */
export function categorieById(idPremadeCategorie: string): CategorieDeRisques {
  const categorie = BY_ID.get(idPremadeCategorie);
  if (!categorie) throw new Error(`Catégorie de risques inconnue : ${idPremadeCategorie}`);
  return categorie;
}
