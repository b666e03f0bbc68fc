import type { EvenementType } from '../living-document/events.js';
import type {
  ActionPreventive,
  Categorie,
  Entreprise,
  Risque,
  UniteDeTravail,
} from '../duerp/schemas.js';

/** The fields of a risk the history follows; the derived levels are not among them. */
export const RISQUE_HISTORY_FIELDS = [
  'displayName',
  'idCategorie',
  'danger',
  'remarques',
  'evalGravite',
  'evalFrequence',
  'evalMaitrise',
  'mesuresExistantes',
  'isExpositionDifferenciee',
  'expositionDifferencieeNote',
  'mesuresProposees',
] as const satisfies readonly (keyof Risque)[];
export type RisqueHistoryField = (typeof RISQUE_HISTORY_FIELDS)[number];

export const ACTION_HISTORY_FIELDS = [
  'descriptionDeLaMesure',
  'responsable',
  'budget',
  'date',
  'statut',
  'idRisqueAssocie',
] as const satisfies readonly (keyof ActionPreventive)[];
export type ActionHistoryField = (typeof ACTION_HISTORY_FIELDS)[number];

export const UNITE_HISTORY_FIELDS = [
  'effectif',
  'effectifFemmes',
  'expositionsPenibilite',
] as const satisfies readonly (keyof UniteDeTravail)[];
export type UniteHistoryField = (typeof UNITE_HISTORY_FIELDS)[number];

export type Scalar = string | number | boolean | null;

/** The parts of an RPS unit (issue 43) the history follows, each named in field-nouns.ts. */
export const RPS_HISTORY_PARTS = [
  'perimetre',
  'seance',
  'reponses',
  'reponsesSimplifiees',
  'ajustements',
  'actions',
] as const;
export type RpsHistoryPart = (typeof RPS_HISTORY_PARTS)[number];

/** Where a change happened: the unit's id, and its name at that moment. */
interface InUnit {
  idUniteDeTravail: string;
  unite: string;
}

/**
 * One change of a write, as stored in the history: only what changed, with the names it had then
 * (the sentence stays true after a rename). What a write deletes is kept whole, to be restored.
 */
export type ChangeOp =
  | ({ op: 'unite.added' } & InUnit)
  | ({ op: 'unite.removed'; position: number; data: UniteDeTravail } & InUnit)
  | ({ op: 'unite.renamed'; before: string } & InUnit)
  | ({ op: 'unite.changed'; field: UniteHistoryField; before: Scalar; after: Scalar } & InUnit)
  | { op: 'unites.reordered' }
  | ({ op: 'categorie.added' | 'categorie.removed'; categorie: string } & InUnit)
  | ({ op: 'categorie.renamed'; before: string; after: string } & InUnit)
  /** Added risks are named, not kept: `names` holds the first three of `count`. */
  | ({ op: 'risques.added'; count: number; names: string[] } & InUnit)
  | ({
      op: 'risque.removed';
      position: number;
      risque: Risque;
      /** The risk's category then, to bring it back with the risk if it went too. */
      categorie: Categorie | null;
      /** Its preventive actions, removed with it. */
      actions: ActionPreventive[];
    } & InUnit)
  | ({
      op: 'risque.changed';
      idRisque: string;
      risque: string;
      field: RisqueHistoryField;
      before: Scalar;
      after: Scalar;
    } & InUnit)
  | ({ op: 'actions.added'; count: number; names: string[] } & InUnit)
  | ({ op: 'action.removed'; position: number; action: ActionPreventive; risque: string } & InUnit)
  | ({
      op: 'action.changed';
      idAction: string;
      action: string;
      field: ActionHistoryField;
      before: Scalar;
      after: Scalar;
    } & InUnit)
  | { op: 'entreprise.filled' }
  | { op: 'entreprise.changed'; field: keyof Entreprise; before: Scalar; after: Scalar }
  | { op: 'papripact.toggled'; after: boolean }
  | { op: 'evenement.added' | 'evenement.removed'; type: EvenementType; date: string }
  | { op: 'options.changed' }
  | { op: 'rps.unite.added' | 'rps.unite.removed'; uniteRps: string }
  | { op: 'rps.changed'; part: RpsHistoryPart; uniteRps: string }
  | { op: 'rps.dialogue'; after: 'bon' | 'degrade' | null }
  | { op: 'version.generated'; versionNumber: number }
  | ({ op: 'restored'; kind: RestorableKind; name: string } & InUnit);

export type RestorableKind = 'unite' | 'risque' | 'action';

/** The changes that deleted a unit, a risk or an action: the only ones "Restaurer" applies to. */
export type RemovalOp = Extract<
  ChangeOp,
  { op: 'unite.removed' | 'risque.removed' | 'action.removed' }
>;

export function isRemoval(op: ChangeOp): op is RemovalOp {
  return op.op === 'unite.removed' || op.op === 'risque.removed' || op.op === 'action.removed';
}

/** The unit a change is about, if any (the history's filter by unit). */
export function unitOf(op: ChangeOp): string | null {
  return 'idUniteDeTravail' in op ? op.idUniteDeTravail : null;
}
