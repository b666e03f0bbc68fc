import {
  budgetTotalText,
  summarizeBudgets,
  type BudgetTotal,
} from '../document-view/budget-totals.js';
import { ACTION_STATUTS } from '../duerp/editor-messages.js';
import type { ActionPreventive, DuerpData, Risque, UniteDeTravail } from '../duerp/schemas.js';
import { actionRisqueLabel, actionsByDueDate } from './labels.js';
import { plural } from '../text/plural.js';
import { presentRpsActionUnits } from './rps-actions.js';
import { shownMeasure, type ShownAction, type ShownActionUnit } from './shown-action.js';

export type { ShownAction, ShownActionUnit } from './shown-action.js';

/** What a version's programme of actions shows: its units with their actions, and its cost. */
export interface ActionsPresentation {
  units: ShownActionUnit[];
  /** The programme's total cost as written. */
  budgetTotal: string;
  /** "Coût estimé total du programme : 9 500 €." ("Budget total des actions" without a PAPRIPACT). */
  totalLine: string;
  actionCount: string;
  /**
   * The programme's count and summed budget, in numbers: the work units' and the RPS units'
   * actions, the same ones the summaries count and cost.
   */
  totals: BudgetTotal;
  /** The budget column's header: "Coût estimé" in a PAPRIPACT, "Budget" otherwise. */
  budgetHeader: string;
  /** What a version without an action says instead of its table. */
  empty: string;
  /** "3 actions — en cours : 2 · à planifier : 1.": the statuses, known ones in their order. */
  statusLine: string;
  /** Whether an action holds a PAPRIPACT detail (its conditions, indicator or resources). */
  hasDetails: boolean;
}

function statusLine(data: DuerpData, count: number): string {
  const counts = new Map<string, number>();
  const actions = [
    ...data.unitesDeTravail.flatMap((u) => u.papripactActionsPreventives),
    ...(data.risquesPsychosociaux?.unitesRps ?? []).flatMap((u) => u.actions),
  ];
  for (const action of actions) counts.set(action.statut, (counts.get(action.statut) ?? 0) + 1);
  const known: readonly string[] = ACTION_STATUTS;
  const order = [...ACTION_STATUTS, ...[...counts.keys()].filter((s) => !known.includes(s))];
  const parts = order
    .filter((s) => counts.has(s))
    .map((s) => `${s.toLowerCase()} : ${counts.get(s) ?? 0}`);
  return `${plural(count, 'action')} — ${parts.join(' · ')}.`;
}

/** One action of a unit, as every rendering shows it. */
export function presentAction(
  action: ActionPreventive,
  unite: UniteDeTravail,
  risques: ReadonlyMap<string, Risque> = new Map(unite.risques.map((r) => [r.idRisque, r])),
): ShownAction {
  return {
    idAction: action.idAction,
    idUniteDeTravail: unite.idUniteDeTravail,
    unite: unite.displayName,
    risque: actionRisqueLabel(risques.get(action.idRisqueAssocie)),
    isRisqueDeleted: !risques.has(action.idRisqueAssocie),
    ...shownMeasure(action),
  };
}

/** The actions addressing one risk of a unit, by due date, as its dialog lists them. */
export function presentRiskActions(unite: UniteDeTravail, risque: Pick<Risque, 'idRisque'>) {
  return actionsByDueDate(
    unite.papripactActionsPreventives.filter((a) => a.idRisqueAssocie === risque.idRisque),
  ).map((action) => presentAction(action, unite));
}

/** The programme of actions of a document or version, as the web, PDF, DOCX and XLSX show it. */
export function presentActions(data: DuerpData): ActionsPresentation {
  const budgets = summarizeBudgets(data);
  const enabled = data.isPapripactEnabled;
  const totals = new Map(budgets.units.map((t) => [t.idUniteDeTravail, t]));
  const units = data.unitesDeTravail.flatMap((unite): ShownActionUnit[] => {
    const total = totals.get(unite.idUniteDeTravail);
    if (!total) return [];
    const count = plural(total.actionCount, 'action');
    const budgetTotal = budgetTotalText(total);
    const risques = new Map(unite.risques.map((r) => [r.idRisque, r]));
    return [
      {
        idUniteDeTravail: unite.idUniteDeTravail,
        displayName: unite.displayName,
        title: `Unité de travail : ${unite.displayName}`,
        count,
        budgetTotal,
        detail: `${count} · ${enabled ? 'coût estimé' : 'budget'} ${budgetTotal}`,
        actions: actionsByDueDate(unite.papripactActionsPreventives).map((action) =>
          presentAction(action, unite, risques),
        ),
      },
    ];
  });
  const budgetTotal = budgetTotalText(budgets.all);
  const all = [...units, ...presentRpsActionUnits(data, budgets)];
  return {
    units: all,
    budgetTotal,
    totalLine: `${enabled ? 'Coût estimé total du programme' : 'Budget total des actions'} : ${budgetTotal}.`,
    actionCount: plural(budgets.all.actionCount, 'action'),
    totals: budgets.all,
    budgetHeader: enabled ? 'Coût estimé' : 'Budget',
    empty: "Aucune action de prévention n'est enregistrée dans cette version du document unique.",
    statusLine: statusLine(data, budgets.all.actionCount),
    hasDetails: all.some((unit) => unit.actions.some((action) => action.details.length > 0)),
  };
}
