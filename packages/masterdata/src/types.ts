import type { SecteurCategorie } from '@duerp/domain/secteur';

/** A premade work unit; an empty `secteurs` list means it is offered to every company. */
export interface PremadeUniteDeTravail {
  idUniteDeTravail: string;
  displayName: string;
  secteurs: SecteurCategorie[];
}

/** The shapes the catalogue answers are the contract's (@duerp/domain's premade schemas). */
export type { CategorieDeRisques, FamilleDeRisques, PremadeRisque } from '@duerp/domain/premade';
