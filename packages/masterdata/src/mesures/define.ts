import type { MesureProposee, NatureDeMesure } from '@duerp/domain/duerp';

/** One measure of a category, as written in the catalogue's sources. */
export interface MesureDef {
  texte: string;
  /** Rank among the nine general principles of prevention (L4121-2, 1° to 9°). */
  principe: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  nature: NatureDeMesure;
  /** The article that requires the measure, only where one does; it must be cited in SEUILS. */
  article?: string;
  /**
   * The positions (1-based, as in the risk's code "<category>.<position>") of the category's
   * risks the measure fits; absent, it fits every risk of the category.
   */
  risques?: readonly number[];
}

/** A measure with its stable id, and the premade risks it is proposed for. */
export interface MesureDuCatalogue extends MesureProposee {
  idPremadeCategorie: string;
  idPremadeRisques: readonly string[];
}

/**
 * The measures of each category, keyed by category id and identified
 * "mesure_<category slug>_<position>". Append new measures at the end of a category so that
 * existing ids never change; a measure's `risques` name the category's risks by position.
 */
export function mesuresParCategorie(
  defs: Readonly<Record<string, readonly MesureDef[]>>,
  risquesDeLaCategorie: (idPremadeCategorie: string) => readonly string[],
): MesureDuCatalogue[] {
  return Object.entries(defs).flatMap(([idPremadeCategorie, mesures]) => {
    const slug = idPremadeCategorie.replace(/^cat_/, '');
    const risques = risquesDeLaCategorie(idPremadeCategorie);
    return mesures.map((def, index) => {
      const positions = def.risques ?? risques.map((_, i) => i + 1);
      return {
        idMesure: `mesure_${slug}_${index + 1}`,
        idPremadeCategorie,
        texte: def.texte,
        principe: def.principe,
        nature: def.nature,
        article: def.article ?? null,
        idPremadeRisques: positions.map((position) => {
          const id = risques[position - 1];
          if (!id) throw new Error(`${idPremadeCategorie} n'a pas de risque n° ${position}`);
          return id;
        }),
      };
    });
  });
}
