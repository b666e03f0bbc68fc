import { SEUILS } from '../risks/seuils.js';

/** An article reference of the Code du travail or another code: "R4323-58", "L4121-2", "R412-6-1". */
const ARTICLE = /\b[LRD] ?\d{3,4}(?:-\d+)+\b/g;

/**
 * The articles the catalogue's thresholds cite, the only ones a proposed measure may name (a
 * measure's article is never written from memory: it is one already checked for a threshold).
 */
export const ARTICLES_DU_CATALOGUE: ReadonlySet<string> = new Set(
  Object.values(SEUILS).flatMap((texte) =>
    [...texte.matchAll(ARTICLE)].map((match) => match[0].replace(' ', '')),
  ),
);
