import type { SecteurCategorie } from '@duerp/domain/secteur';

/** One usual unit of a model: a catalogue unit, the name the model gives it, its usual risks. */
export interface ModeleUniteDef {
  /** A catalogue unit (units.ts). */
  idUniteDeTravail: string;
  /** The name the document gets, when the sector calls the unit otherwise than the catalogue. */
  displayName?: string;
  /** Catalogue risks, without their `risque_` prefix ("poussieres_4"). */
  risques: readonly string[];
}

/** A sector model (issue 41, « Partir du modèle du secteur »). */
export interface ModeleDef {
  idModele: string;
  displayName: string;
  secteur: SecteurCategorie;
  /**
   * Word prefixes (normalised, as matchSecteur writes them) that pick this model among the
   * sector's; empty for the sector's own model, used when no narrower one matches.
   */
  motsCles: readonly string[];
  unites: readonly ModeleUniteDef[];
}
