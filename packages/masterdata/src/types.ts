import type { SecteurCategorie } from '@duerp/domain';

/** A premade work unit; an empty `secteurs` list means it is offered to every company. */
export interface PremadeUniteDeTravail {
  idUniteDeTravail: string;
  displayName: string;
  secteurs: SecteurCategorie[];
}

export interface FamilleDeRisques {
  idFamille: string;
  displayName: string;
}

export interface CategorieDeRisques {
  idPremadeCategorie: string;
  idFamille: string;
  code: string;
  displayName: string;
  tagsPrincipaux: string[];
  tagsSecondaires: string[];
  isHighlighted: boolean;
  isSecteurSpecifique: boolean;
}

export interface PremadeRisque {
  idPremadeRisque: string;
  idPremadeCategorie: string;
  code: string;
  displayName: string;
  /** Regulatory threshold or limit value, with its reference, when one exists. */
  infoSeuil: string | null;
}
