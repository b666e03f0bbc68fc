import type { DuerpData, UniteDeTravail } from '../duerp/schemas.js';
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

/** The PAPRIPACT's estimated cost per unit (units with actions) and for the whole document. */
export interface BudgetTotals {
  units: UniteBudgetTotal[];
  all: BudgetTotal;
}

function unitTotal(unite: UniteDeTravail): UniteBudgetTotal {
  let total = 0;
  let pricedCount = 0;
  for (const action of unite.papripactActionsPreventives) {
    const amount = parseBudget(action.budget);
    if (amount === null) continue;
    total += amount;
    pricedCount += 1;
  }
  return {
    idUniteDeTravail: unite.idUniteDeTravail,
    displayName: unite.displayName,
    total: Math.round(total * 100) / 100,
    actionCount: unite.papripactActionsPreventives.length,
    pricedCount,
  };
}

/** Sums the budgets stating an amount, per unit and for the whole PAPRIPACT. */
export function summarizeBudgets(data: DuerpData): BudgetTotals {
  const units = data.unitesDeTravail
    .filter((u) => u.papripactActionsPreventives.length > 0)
    .map(unitTotal);
  const sum = (key: keyof BudgetTotal) => units.reduce((s, u) => s + u[key], 0);
  return {
    units,
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
