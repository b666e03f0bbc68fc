import type { ActionPreventive } from '../duerp/schemas.js';
import { displayBudget, parseBudget } from '../format/budget.js';
import { formatDay } from '../calendar/dates.js';

/** An action as every rendering shows it. */
export interface ShownAction {
  idAction: string;
  /** Empty for an RPS unit's action, which names its RPS unit instead. */
  idUniteDeTravail: string;
  idUniteRps?: string;
  unite: string;
  risque: string;
  /** Whether the risk it addressed was deleted since (its label says so). */
  isRisqueDeleted: boolean;
  mesure: string;
  responsable: string;
  /** The due date as written ("15 avril 2026"), and the day it stands for (a date cell's value). */
  echeance: string;
  day: string | null;
  /** The budget as written ("1 200 €"), and the euros it states (a number cell's value). */
  budget: string;
  amount: number | null;
  statut: string;
  /**
   * The PAPRIPACT details entered (L4121-3-1 III 1°), each as « Conditions d'exécution : … »,
   * in the form's order; empty when none is.
   */
  details: string[];
}

export interface ShownActionUnit {
  /** Empty for an RPS unit, which the programme lists after the work units. */
  idUniteDeTravail: string;
  idUniteRps?: string;
  displayName: string;
  /** "Unité de travail : Atelier". */
  title: string;
  /** "2 actions". */
  count: string;
  /** "4 700 €", "Non chiffré"… */
  budgetTotal: string;
  /** "2 actions · coût estimé 4 700 €" ("budget" without a PAPRIPACT). */
  detail: string;
  /** Its actions by due date, undated ones last. */
  actions: ShownAction[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The PAPRIPACT details of an action, with the labels of its form. */
export const ACTION_DETAIL_LABELS = {
  conditionsExecution: "Conditions d'exécution",
  indicateurResultat: 'Indicateur de résultat',
  ressources: 'Ressources mobilisables',
} as const;

type ActionDetails = Partial<Record<keyof typeof ACTION_DETAIL_LABELS, string>>;

function shownDetails(action: ActionDetails): string[] {
  return (Object.keys(ACTION_DETAIL_LABELS) as (keyof typeof ACTION_DETAIL_LABELS)[]).flatMap(
    (field) => {
      const text = action[field]?.trim();
      return text ? [`${ACTION_DETAIL_LABELS[field]} : ${text}`] : [];
    },
  );
}

/** The fields every action shares, as written (a work unit's action or an RPS unit's). */
export function shownMeasure(
  action: Pick<
    ActionPreventive,
    'descriptionDeLaMesure' | 'responsable' | 'date' | 'budget' | 'statut'
  > &
    ActionDetails,
) {
  return {
    mesure: action.descriptionDeLaMesure,
    responsable: action.responsable,
    echeance: formatDay(action.date),
    day: ISO_DAY.test(action.date) && formatDay(action.date) !== action.date ? action.date : null,
    budget: displayBudget(action.budget),
    amount: parseBudget(action.budget),
    statut: action.statut || '–',
    details: shownDetails(action),
  };
}
