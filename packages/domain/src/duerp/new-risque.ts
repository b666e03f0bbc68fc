import type { Risque } from './schemas.js';

/** What a new risk must be given; every other field starts blank. */
export type NewRisqueFields = Pick<Risque, 'idRisque' | 'idCategorie' | 'displayName'> &
  Partial<Risque>;

/**
 * A risk as it is added to a unit (an import, a converted observation): no code, empty texts, not
 * rated, its level unset until recomputeLevels rates it, the user's own unless told otherwise.
 */
export function newRisque({
  idRisque,
  idCategorie,
  displayName,
  ...fields
}: NewRisqueFields): Risque {
  return {
    idRisque,
    idCategorie,
    code: '',
    displayName,
    danger: '',
    remarques: '',
    evalGravite: null,
    evalFrequence: null,
    evalMaitrise: null,
    isRisqueEvalue: false,
    niveauDeRisqueValue: null,
    niveauDeRisqueStatus: null,
    isUserDefined: true,
    ...fields,
  };
}
