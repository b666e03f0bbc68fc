import type { BudgetTotals } from '../document-view/budget-totals.js';
import { budgetTotalText } from '../document-view/budget-totals.js';
import type { DuerpData } from '../duerp/schemas.js';
import { facteurRps, familleRpsLabel } from '../rps/grid.js';
import type { ActionRps, UniteRps } from '../rps/schemas.js';
import { plural } from '../text/plural.js';
import { actionsByDueDate } from './labels.js';
import { shownMeasure, type ShownAction, type ShownActionUnit } from './shown-action.js';

/** What an RPS action addresses, in the programme's « Risque » column: « RPS – famille : facteur ». */
export function rpsActionCibleLabel(cible: ActionRps['cible']): string {
  if (cible.type === 'famille') return `RPS – ${familleRpsLabel(cible.famille)}`;
  const facteur = facteurRps(cible.idFacteur);
  return facteur
    ? `RPS – ${familleRpsLabel(facteur.famille)} : ${facteur.label}`
    : `RPS – ${cible.idFacteur}`;
}

function presentRpsAction(action: ActionRps, unite: UniteRps): ShownAction {
  return {
    idAction: action.idAction,
    idUniteDeTravail: '',
    idUniteRps: unite.idUniteRps,
    unite: unite.displayName,
    risque: rpsActionCibleLabel(action.cible),
    isRisqueDeleted: false,
    ...shownMeasure(action),
  };
}

/**
 * The RPS units' actions as groups of the programme of actions, after the work units: they join
 * the PAPRIPACT (or the list of actions) with the same columns and count in its totals.
 */
export function presentRpsActionUnits(data: DuerpData, budgets: BudgetTotals): ShownActionUnit[] {
  const unites = new Map(
    (data.risquesPsychosociaux?.unitesRps ?? []).map((u) => [u.idUniteRps, u]),
  );
  return budgets.rpsUnits.flatMap((total): ShownActionUnit[] => {
    const unite = unites.get(total.idUniteRps);
    if (!unite) return [];
    const count = plural(total.actionCount, 'action');
    const budgetTotal = budgetTotalText(total);
    return [
      {
        idUniteDeTravail: '',
        idUniteRps: unite.idUniteRps,
        displayName: `${unite.displayName} (unité RPS)`,
        title: `Unité RPS : ${unite.displayName}`,
        count,
        budgetTotal,
        detail: `${count} · ${data.isPapripactEnabled ? 'coût estimé' : 'budget'} ${budgetTotal}`,
        actions: actionsByDueDate(unite.actions).map((action) => presentRpsAction(action, unite)),
      },
    ];
  });
}
