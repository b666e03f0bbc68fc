import { familleNumero } from '../families.js';
import type { CategorieDeRisques } from '../types.js';

export interface CategorieDef {
  id: string;
  displayName: string;
  tagsPrincipaux: string[];
  tagsSecondaires: string[];
  isSecteurSpecifique: boolean;
}

function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * One category of a family's list. Tags, comma-separated, are the words a user would type in
 * the search box: main tags name the hazard, secondary tags the equipment, places and trades
 * where it occurs.
 */
export function cat(
  id: string,
  displayName: string,
  tagsPrincipaux: string,
  tagsSecondaires = '',
  options: { secteurSpecifique?: boolean } = {},
): CategorieDef {
  return {
    id,
    displayName,
    tagsPrincipaux: splitTags(tagsPrincipaux),
    tagsSecondaires: splitTags(tagsSecondaires),
    isSecteurSpecifique: options.secteurSpecifique ?? false,
  };
}

/**
 * The categories of one family, coded "<family number>.<position>". Append new categories at the
 * end of a family so that existing codes never change. Highlighting is per sector, computed by
 * the catalogue, so the raw data is never highlighted.
 */
export function categoriesDe(
  idFamille: string,
  defs: readonly CategorieDef[],
): CategorieDeRisques[] {
  const numero = familleNumero(idFamille);
  return defs.map((def, index) => ({
    idPremadeCategorie: def.id,
    idFamille,
    code: `${numero}.${index + 1}`,
    displayName: def.displayName,
    tagsPrincipaux: def.tagsPrincipaux,
    tagsSecondaires: def.tagsSecondaires,
    isHighlighted: false,
    isSecteurSpecifique: def.isSecteurSpecifique,
  }));
}
