import type { DuerpData, Risque, UniteDeTravail, VersionSummary } from '../duerp/schemas.js';
import type { Evenement } from '../living-document/events.js';
import type { ComplianceInput } from './check.js';

/** Fixtures of check.test.ts: a compliant 60-employee document and the pieces to break it. */
export const NOW = new Date('2026-06-01T10:00:00Z');

export const risque = (over: Partial<Risque> = {}): Risque => ({
  idRisque: 'r-chaleur',
  idCategorie: 'c-chaleur',
  code: '12.1.1',
  displayName: 'Coup de chaleur en été',
  danger: '',
  remarques: '',
  evalGravite: 3,
  evalFrequence: 2,
  evalMaitrise: 1,
  isRisqueEvalue: true,
  niveauDeRisqueValue: 3.6,
  niveauDeRisqueStatus: 'ORANGE',
  isUserDefined: false,
  isExpositionDifferenciee: true,
  ...over,
});

export const unite = (over: Partial<UniteDeTravail> = {}): UniteDeTravail => ({
  idUniteDeTravail: 'u1',
  displayName: 'Atelier',
  risques: [risque()],
  categorieDeRisques: [
    { idCategorie: 'c-chaleur', code: '12.1', displayName: 'Chaleur', isUserDefined: false },
  ],
  papripactActionsPreventives: [
    {
      idAction: 'a1',
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r-chaleur',
      descriptionDeLaMesure: 'Fontaine à eau et horaires décalés',
      responsable: 'Claire',
      budget: '800 €',
      date: '2026-09-01',
      statut: 'En cours',
    },
  ],
  niveauDeRisqueValue: 3.6,
  expositionsPenibilite: [],
  ...over,
});

/** An RPS unit whose group answered one factor: one family has a level. */
export const rpsEvalues = (): NonNullable<DuerpData['risquesPsychosociaux']> => ({
  dialogueSocial: 'bon',
  unitesRps: [
    {
      idUniteRps: 'p1',
      displayName: 'Atelier',
      idsUnitesDeTravail: ['u1'],
      mode: 'groupe',
      seance: null,
      reponses: [
        {
          idFacteur: 'rythmes',
          reponse: 'souvent',
          situationsConcretes: '',
          imprimerSituations: false,
        },
      ],
      reponsesSimplifiees: [],
      ajustements: [],
      actions: [],
    },
  ],
});

/** A 60-employee document every check passes. */
export function compliant(data: Partial<DuerpData> = {}, versions?: ComplianceInput['versions']) {
  const base: DuerpData = {
    entreprise: {
      nom: 'Menuiserie Martin',
      siret: '',
      secteurDActivite: 'Menuiserie',
      isSecteurPublic: false,
      adresse: '',
      nomDuRepresentantLegal: '',
      nombreEmployes: 60,
      isEtablissement: false,
      nomDeLEtablissement: '',
    },
    unitesDeTravail: [unite()],
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
    isPapripactEnabled: true,
    niveauDeRisqueTotalValue: 3.6,
    niveauDeRisqueTotalStatus: 'ORANGE',
    risquesPsychosociaux: rpsEvalues(),
  };
  const version: Pick<VersionSummary, 'id' | 'versionNumber' | 'creationTime' | 'consultation'> = {
    id: 'v1',
    versionNumber: 1,
    creationTime: '2026-03-01T09:00:00Z',
    consultation: {
      dateConsultationCse: '2026-03-10',
      avisCse: 'favorable',
      commentaires: '',
      dateEnvoiSpst: '2026-03-11',
      updatedAt: '2026-03-11T09:00:00Z',
    },
  };
  return { duerpId: 'd1', data: { ...base, ...data }, versions: versions ?? [version], now: NOW };
}

export const withEmployees = (n: number, data: Partial<DuerpData> = {}) => {
  const input = compliant(data);
  const entreprise = input.data.entreprise;
  if (entreprise) entreprise.nombreEmployes = n;
  return input;
};
export const evenement = (type: Evenement['type'], versionDeMiseAJour: number): Evenement => ({
  idEvenement: `e-${type}`,
  type,
  date: '2026-05-01',
  description: 'Nouvelle machine',
  signaleLe: '2026-05-02T08:00:00Z',
  versionDeMiseAJour,
});
export const oldVersion = (consultation?: VersionSummary['consultation']) => [
  {
    id: 'v1',
    versionNumber: 1,
    creationTime: '2025-05-01T09:00:00Z',
    ...(consultation ? { consultation } : {}),
  },
];
