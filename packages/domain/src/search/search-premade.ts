import { normalizeSearchText, searchWords } from './normalize.js';

/** What the search needs of a premade category (structural, so domain does not import masterdata). */
export interface SearchablePremadeCategorie {
  idPremadeCategorie: string;
  displayName: string;
  tagsPrincipaux: readonly string[];
  tagsSecondaires: readonly string[];
}

/** What the search needs of a premade risk. */
export interface SearchablePremadeRisque {
  idPremadeRisque: string;
  idPremadeCategorie: string;
  displayName: string;
}

export interface PremadeSearchResult {
  categoryIds: Set<string>;
  risqueIds: Set<string>;
}

/**
 * Premade-risks modal search: case- and accent-insensitive, across category names,
 * category tags and risk names. Every query word must appear (as a substring) in the category's
 * name or one of its tags, or in the risk's name. A matching category shows all its risks; a
 * matching risk shows its category. An empty query shows everything.
 */
export function searchPremadeRisks(
  query: string,
  categories: readonly SearchablePremadeCategorie[],
  risques: readonly SearchablePremadeRisque[],
): PremadeSearchResult {
  const words = searchWords(query);
  if (words.length === 0) {
    return {
      categoryIds: new Set(categories.map((c) => c.idPremadeCategorie)),
      risqueIds: new Set(risques.map((r) => r.idPremadeRisque)),
    };
  }

  const categoryIds = new Set<string>();
  for (const categorie of categories) {
    const fields = [
      categorie.displayName,
      ...categorie.tagsPrincipaux,
      ...categorie.tagsSecondaires,
    ];
    const haystacks = fields.map(normalizeSearchText);
    if (words.every((word) => haystacks.some((field) => field.includes(word)))) {
      categoryIds.add(categorie.idPremadeCategorie);
    }
  }

  const risqueIds = new Set<string>();
  const categoriesOfMatchingRisks = new Set<string>();
  for (const risque of risques) {
    if (categoryIds.has(risque.idPremadeCategorie)) {
      risqueIds.add(risque.idPremadeRisque);
      continue;
    }
    const name = normalizeSearchText(risque.displayName);
    if (words.every((word) => name.includes(word))) {
      risqueIds.add(risque.idPremadeRisque);
      categoriesOfMatchingRisks.add(risque.idPremadeCategorie);
    }
  }
  for (const id of categoriesOfMatchingRisks) categoryIds.add(id);

  return { categoryIds, risqueIds };
}
