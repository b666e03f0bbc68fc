import type { ActionPreventive, Risque, UniteDeTravail } from '../duerp/schemas.js';
import {
  ACTION_HISTORY_FIELDS,
  RISQUE_HISTORY_FIELDS,
  UNITE_HISTORY_FIELDS,
  type ChangeOp,
  type Scalar,
} from './changes.js';

/** Names kept for a batch of added risks or actions: enough to say what it was. */
const NAMES_KEPT = 3;

/** Absent, null, empty text and false are one "nothing" (an optional field set to its default). */
const isNothing = (v: unknown) => v === undefined || v === null || v === '' || v === false;

/** A field's value as the history stores it: arrays by their length, absent as null. */
export function scalar(value: unknown): Scalar {
  if (Array.isArray(value)) return value.length;
  if (value === undefined) return null;
  return value as Scalar;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' || typeof b === 'number') return false;
  if (isNothing(a) && isNothing(b)) return true;
  if (typeof a === 'object' && typeof b === 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

const byId = <T>(items: readonly T[], id: (item: T) => string) =>
  new Map(items.map((item) => [id(item), item]));

function diffRisques(before: UniteDeTravail, after: UniteDeTravail): ChangeOp[] {
  const unit = { idUniteDeTravail: after.idUniteDeTravail, unite: after.displayName };
  const ops: ChangeOp[] = [];
  const previous = byId(before.risques, (r) => r.idRisque);
  const added: Risque[] = [];
  const categoryName = (id: string) =>
    (
      after.categorieDeRisques.find((c) => c.idCategorie === id) ??
      before.categorieDeRisques.find((c) => c.idCategorie === id)
    )?.displayName ?? '';
  for (const risque of after.risques) {
    const old = previous.get(risque.idRisque);
    if (!old) {
      added.push(risque);
      continue;
    }
    if (old === risque) continue;
    for (const field of RISQUE_HISTORY_FIELDS) {
      if (sameValue(old[field], risque[field])) continue;
      const named = field === 'idCategorie';
      ops.push({
        op: 'risque.changed',
        ...unit,
        idRisque: risque.idRisque,
        risque: field === 'displayName' ? old.displayName : risque.displayName,
        field,
        before: named ? categoryName(old.idCategorie) : scalar(old[field]),
        after: named ? categoryName(risque.idCategorie) : scalar(risque[field]),
      });
    }
  }
  if (added.length > 0) {
    ops.push({
      op: 'risques.added',
      ...unit,
      count: added.length,
      names: added.slice(0, NAMES_KEPT).map((r) => r.displayName),
    });
  }
  const kept = new Set(after.risques.map((r) => r.idRisque));
  const keptActions = new Set(after.papripactActionsPreventives.map((a) => a.idAction));
  const categories = byId(before.categorieDeRisques, (c) => c.idCategorie);
  before.risques.forEach((risque, position) => {
    if (kept.has(risque.idRisque)) return;
    ops.push({
      op: 'risque.removed',
      ...unit,
      position,
      risque,
      categorie: categories.get(risque.idCategorie) ?? null,
      actions: before.papripactActionsPreventives.filter(
        (a) => a.idRisqueAssocie === risque.idRisque && !keptActions.has(a.idAction),
      ),
    });
  });
  return ops;
}

/** An action's name in a sentence: the start of its description. */
export function actionName(action: ActionPreventive): string {
  const text = action.descriptionDeLaMesure.trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function diffActions(before: UniteDeTravail, after: UniteDeTravail): ChangeOp[] {
  const unit = { idUniteDeTravail: after.idUniteDeTravail, unite: after.displayName };
  const ops: ChangeOp[] = [];
  const previous = byId(before.papripactActionsPreventives, (a) => a.idAction);
  const risques = byId([...before.risques, ...after.risques], (r) => r.idRisque);
  const riskName = (id: string) => risques.get(id)?.displayName ?? '';
  const added: ActionPreventive[] = [];
  for (const action of after.papripactActionsPreventives) {
    const old = previous.get(action.idAction);
    if (!old) {
      added.push(action);
      continue;
    }
    if (old === action) continue;
    for (const field of ACTION_HISTORY_FIELDS) {
      if (sameValue(old[field], action[field])) continue;
      const risk = field === 'idRisqueAssocie';
      ops.push({
        op: 'action.changed',
        ...unit,
        idAction: action.idAction,
        action: actionName(field === 'descriptionDeLaMesure' ? old : action),
        field,
        before: risk ? riskName(old[field]) : old[field],
        after: risk ? riskName(action[field]) : action[field],
      });
    }
  }
  if (added.length > 0) {
    ops.push({
      op: 'actions.added',
      ...unit,
      count: added.length,
      names: added.slice(0, NAMES_KEPT).map(actionName),
    });
  }
  const kept = new Set(after.papripactActionsPreventives.map((a) => a.idAction));
  const keptRisques = new Set(after.risques.map((r) => r.idRisque));
  before.papripactActionsPreventives.forEach((action, position) => {
    // An action that went with its risk is kept in that risk's removal.
    if (kept.has(action.idAction) || !keptRisques.has(action.idRisqueAssocie)) return;
    ops.push({
      op: 'action.removed',
      ...unit,
      position,
      action,
      risque: riskName(action.idRisqueAssocie),
    });
  });
  return ops;
}

function diffCategories(before: UniteDeTravail, after: UniteDeTravail): ChangeOp[] {
  const unit = { idUniteDeTravail: after.idUniteDeTravail, unite: after.displayName };
  const previous = byId(before.categorieDeRisques, (c) => c.idCategorie);
  const ops: ChangeOp[] = [];
  for (const categorie of after.categorieDeRisques) {
    const old = previous.get(categorie.idCategorie);
    if (!old) ops.push({ op: 'categorie.added', ...unit, categorie: categorie.displayName });
    else if (old.displayName !== categorie.displayName) {
      ops.push({
        op: 'categorie.renamed',
        ...unit,
        before: old.displayName,
        after: categorie.displayName,
      });
    }
  }
  const kept = new Set(after.categorieDeRisques.map((c) => c.idCategorie));
  for (const categorie of before.categorieDeRisques) {
    if (!kept.has(categorie.idCategorie)) {
      ops.push({ op: 'categorie.removed', ...unit, categorie: categorie.displayName });
    }
  }
  return ops;
}

/** The changes inside one unit present before and after the write. */
export function diffUnit(before: UniteDeTravail, after: UniteDeTravail): ChangeOp[] {
  const ops: ChangeOp[] = [];
  if (before.displayName !== after.displayName) {
    ops.push({
      op: 'unite.renamed',
      idUniteDeTravail: after.idUniteDeTravail,
      unite: after.displayName,
      before: before.displayName,
    });
  }
  for (const field of UNITE_HISTORY_FIELDS) {
    if (sameValue(before[field], after[field])) continue;
    ops.push({
      op: 'unite.changed',
      idUniteDeTravail: after.idUniteDeTravail,
      unite: after.displayName,
      field,
      before: scalar(before[field]),
      after: scalar(after[field]),
    });
  }
  if (before.categorieDeRisques !== after.categorieDeRisques) {
    ops.push(...diffCategories(before, after));
  }
  if (before.risques !== after.risques) ops.push(...diffRisques(before, after));
  if (before.papripactActionsPreventives !== after.papripactActionsPreventives) {
    ops.push(...diffActions(before, after));
  }
  return ops;
}
