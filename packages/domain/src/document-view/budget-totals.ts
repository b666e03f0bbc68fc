import type { ActionPreventive, DuerpData } from '../duerp/schemas.js';
import { parseBudget } from '../format/budget.js';
import { formatBudget } from '../text/money.js';
import { plural } from '../text/plural.js';

/** The estimated cost of a set of actions: the amounts that parse, and how many do. */
export interface BudgetTotal {
  /** Sum of the budgets that state an amount, in euros. */
  total: number;
  actionCount: number;
  /** Actions whose budget states an amount. */
  pricedCount: number;
}

export interface UniteBudgetTotal extends BudgetTotal {
  idUniteDeTravail: string;
  displayName: string;
}

export interface UniteRpsBudgetTotal extends BudgetTotal {
  idUniteRps: string;
  displayName: string;
}

/**
 * The PAPRIPACT's estimated cost per unit (units with actions), per RPS unit (its actions join
 * the same programme) and for the whole document.
 */
export interface BudgetTotals {
  units: UniteBudgetTotal[];
  rpsUnits: UniteRpsBudgetTotal[];
  all: BudgetTotal;
}

function actionsTotal(actions: readonly Pick<ActionPreventive, 'budget'>[]): BudgetTotal {
  let total = 0;
  let pricedCount = 0;
  for (const action of actions) {
    const amount = parseBudget(action.budget);
    if (amount === null) continue;
    total += amount;
    pricedCount += 1;
  }
  return { total: Math.round(total * 100) / 100, actionCount: actions.length, pricedCount };
}

/** Sums the budgets stating an amount, per unit, per RPS unit and for the whole PAPRIPACT. */
export function summarizeBudgets(data: DuerpData): BudgetTotals {
  const units = data.unitesDeTravail
    .filter((u) => u.papripactActionsPreventives.length > 0)
    .map((u) => ({
      idUniteDeTravail: u.idUniteDeTravail,
      displayName: u.displayName,
      ...actionsTotal(u.papripactActionsPreventives),
    }));
  const rpsUnits = (data.risquesPsychosociaux?.unitesRps ?? [])
    .filter((u) => u.actions.length > 0)
    .map((u) => ({
      idUniteRps: u.idUniteRps,
      displayName: u.displayName,
      ...actionsTotal(u.actions),
    }));
  const sum = (key: keyof BudgetTotal) => [...units, ...rpsUnits].reduce((s, u) => s + u[key], 0);
  return {
    units,
    rpsUnits,
    all: {
      total: Math.round(sum('total') * 100) / 100,
      actionCount: sum('actionCount'),
      pricedCount: sum('pricedCount'),
    },
  };
}

/**
 * "4 700 €", followed by "(2 actions chiffrées sur 3)" when some budgets state no amount, or
 * "Non chiffré" when none does.
 */
export function budgetTotalText(total: BudgetTotal): string {
  if (total.pricedCount === 0) return 'Non chiffré';
  const amount = formatBudget(total.total);
  if (total.pricedCount === total.actionCount) return amount;
  return `${amount} (${plural(total.pricedCount, 'action chiffrée', 'actions chiffrées')} sur ${total.actionCount})`;
}
