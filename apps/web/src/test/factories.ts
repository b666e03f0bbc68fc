import {
  DEFAULT_DISPLAY_OPTIONS,
  type DuerpDocument,
  type Entreprise,
  type UniteDeTravail,
} from '@duerp/domain';

export function anEntreprise(overrides: Partial<Entreprise> = {}): Entreprise {
  return {
    nom: 'Boulangerie Martin',
    siret: '73282932000074',
    secteurDActivite: 'Commerce',
    isSecteurPublic: false,
    adresse: '12 rue de la Paix, 75002 Paris',
    nomDuRepresentantLegal: 'Claire Martin',
    nombreEmployes: 12,
    isEtablissement: false,
    nomDeLEtablissement: '',
    ...overrides,
  };
}

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
