import { newRisque } from '../duerp/new-risque.js';
import type { Categorie, Entreprise, Risque, UniteDeTravail } from '../duerp/schemas.js';

/** The ratings [gravité, fréquence, maîtrise] of a risk, or null for a risk not rated. */
export type Rating = readonly [number, number, number] | null;

/** The rating fields of a risk from its three ratings (all null when `rating` is null). */
export function rated(
  rating: Rating,
): Pick<Risque, 'evalGravite' | 'evalFrequence' | 'evalMaitrise'> {
  return {
    evalGravite: rating?.[0] ?? null,
    evalFrequence: rating?.[1] ?? null,
    evalMaitrise: rating?.[2] ?? null,
  };
}

/** A catalogue risk of category `c1` named after its id, not rated: override what a test needs. */
export function aRisque(idRisque: string, overrides: Partial<Risque> = {}): Risque {
  return newRisque({
    idRisque,
    idCategorie: 'c1',
    displayName: idRisque,
    isUserDefined: false,
    ...overrides,
  });
}

/** A catalogue category of a unit. */
export function aCategorie(
  idCategorie: string,
  code: string,
  displayName: string,
  overrides: Partial<Categorie> = {},
): Categorie {
  return { idCategorie, code, displayName, isUserDefined: false, ...overrides };
}

/** A bakery of 12 employees, every field of step 1 filled in. */
export function anEntreprise(overrides: Partial<Entreprise> = {}): Entreprise {
  return {
    nom: 'Boulangerie Martin',
    siret: '73282932000074',
    secteurDActivite: 'Commerce',
    isSecteurPublic: false,
    adresse: '12 rue des Lilas, 69003 Lyon',
    nomDuRepresentantLegal: 'Claire Martin',
    nombreEmployes: 12,
    isEtablissement: false,
    nomDeLEtablissement: '',
    ...overrides,
  };
}

/** An empty work unit, its id made from its name (`u-Atelier`). */
export function aUnit(
  displayName: string,
  overrides: Partial<UniteDeTravail> = {},
): UniteDeTravail {
  return {
    idUniteDeTravail: `u-${displayName}`,
    displayName,
    risques: [],
    categorieDeRisques: [],
    papripactActionsPreventives: [],
    niveauDeRisqueValue: null,
    ...overrides,
  };
}
