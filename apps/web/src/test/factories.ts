import {
  DEFAULT_DISPLAY_OPTIONS,
  recomputeLevels,
  type ActionPreventive,
  type DuerpDocument,
  type Risque,
} from '@duerp/domain/duerp';
import { aRisque, anEntreprise, aUnit, rated, type Rating } from '@duerp/domain/testing';

export { anEntreprise, aUnit };

/** A document as the API answers it; a draft without versions unless told otherwise. */
export function aDuerp(overrides: Partial<DuerpDocument> = {}): DuerpDocument {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    displayName: 'Mon DUERP',
    description: '',
    data: {
      entreprise: null,
      unitesDeTravail: [],
      displayOptions: DEFAULT_DISPLAY_OPTIONS,
      isPapripactEnabled: false,
      niveauDeRisqueTotalValue: null,
      niveauDeRisqueTotalStatus: null,
    },
    versions: [],
    paymentStatus_Derivated: 'DRAFT',
    isVip_Derivated: false,
    hasFullAccess_Derivated: false,
    hasBeenModifiedSinceLastGeneration: false,
    isPurchased: false,
    purchasedUntilDate: null,
    revision: 1,
    ...overrides,
  };
}

export const DUERP_ID = '11111111-1111-4111-8111-111111111111';

function risque(
  idRisque: string,
  idCategorie: string,
  code: string,
  displayName: string,
  evaluation: Rating,
  extra: Partial<Risque> = {},
): Risque {
  return aRisque(idRisque, { idCategorie, code, displayName, ...rated(evaluation), ...extra });
}

export const ACTION: ActionPreventive = {
  idAction: 'a1',
  idUniteDeTravail: 'u-Atelier',
  idRisqueAssocie: 'r2',
  descriptionDeLaMesure: 'Acheter un escabeau stable',
  responsable: 'Claire Martin',
  budget: '150 €',
  date: '2026-06-01',
  statut: 'En cours',
};

/**
 * A complete document: two units, four evaluated risks (levels 3 ORANGE, 20 RED, 0.25 GREEN,
 * 2 YELLOW), codes listed out of order, one preventive action, PAPRIPACT enabled.
 */
export function aCompleteDuerp(overrides: Partial<DuerpDocument> = {}): DuerpDocument {
  const data = recomputeLevels({
    ...aDuerp().data,
    entreprise: anEntreprise(),
    isPapripactEnabled: true,
    unitesDeTravail: [
      aUnit('Atelier', {
        categorieDeRisques: [
          { idCategorie: 'c1', code: '01', displayName: 'Chutes', isUserDefined: false },
          { idCategorie: 'c2', code: '02', displayName: 'Bruit', isUserDefined: false },
        ],
        risques: [
          risque('r1', 'c1', '1.10', 'Glissade', [2, 3, 2], {
            danger: 'Sol mouillé',
            remarques: 'Près de la plonge',
          }),
          risque('r2', 'c1', '1.2', "Chute d'escabeau", [4, 4, 4]),
          risque('r3', 'c2', '2.1', 'Exposition au bruit', [1, 1, 1]),
        ],
        papripactActionsPreventives: [ACTION],
      }),
      aUnit('Bureau', {
        categorieDeRisques: [
          { idCategorie: 'c3', code: '03', displayName: 'Écrans', isUserDefined: false },
        ],
        risques: [risque('r4', 'c3', '3.1', 'Fatigue visuelle', [2, 2, 2])],
      }),
    ],
  });
  return aDuerp({ id: DUERP_ID, displayName: 'Boulangerie Martin', data, ...overrides });
}
