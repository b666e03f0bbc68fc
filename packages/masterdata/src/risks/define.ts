import { categorieById } from '../categories/index.js';
import type { PremadeRisque } from '../types.js';

/** A risk: its description alone, or with the regulatory threshold that applies to it. */
export type RisqueDef = string | readonly [displayName: string, infoSeuil: string];

/**
 * The risks of each category, keyed by category id, coded "<category code>.<position>" and
 * identified "risque_<category slug>_<position>". Append new risks at the end of a category so
 * that existing codes and ids never change.
 */
export function risquesParCategorie(
  defs: Readonly<Record<string, readonly RisqueDef[]>>,
): PremadeRisque[] {
  return Object.entries(defs).flatMap(([idPremadeCategorie, risques]) => {
    const categorie = categorieById(idPremadeCategorie);
    const slug = idPremadeCategorie.replace(/^cat_/, '');
    return risques.map((def, index) => {
      const [displayName, infoSeuil] = typeof def === 'string' ? [def, null] : def;
      return {
        idPremadeRisque: `risque_${slug}_${index + 1}`,
        idPremadeCategorie,
        code: `${categorie.code}.${index + 1}`,
        displayName,
        infoSeuil,
      };
    });
  });
}
