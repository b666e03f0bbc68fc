import {
  recomputeLevels,
  type ActionPreventive,
  type DuerpDocument,
  type Risque,
  type VersionSummary,
} from '@duerp/domain';
import { aDuerp, anEntreprise, aUnit } from '@/test/factories';

export const DUERP_ID = '11111111-1111-4111-8111-111111111111';

function risque(
  idRisque: string,
  idCategorie: string,
  code: string,
  displayName: string,
  evaluation: [number, number, number] | null,
  extra: Partial<Risque> = {},
): Risque {
  return {
    idRisque,
    idCategorie,
    code,
    displayName,
    danger: '',
    remarques: '',
    evalGravite: evaluation?.[0] ?? null,
    evalFrequence: evaluation?.[1] ?? null,
    evalMaitrise: evaluation?.[2] ?? null,
    isRisqueEvalue: false,
    niveauDeRisqueValue: null,
    niveauDeRisqueStatus: null,
    isUserDefined: false,
    ...extra,
  };
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

export function aVersion(versionNumber: number, creationTime: string, notes = ''): VersionSummary {
  return {
    id: `v${versionNumber}`,
    duerpDocumentId: DUERP_ID,
    versionNumber,
    creationTime,
    notesDeVersion: notes,
  };
}

/** The same document once purchased: full access, no demonstration. */
export const paid = (duerp: DuerpDocument): DuerpDocument => ({
  ...duerp,
  paymentStatus_Derivated: 'IN_PAID_PERIOD',
  hasFullAccess_Derivated: true,
  isPurchased: true,
  purchasedUntilDate: '2099-12-31T00:00:00.000Z',
});
