import { normalizeSearchText } from '../search/normalize.js';
import type { Categorie, DuerpData, UniteDeTravail } from '../duerp/schemas.js';
import type { ChangeOp, RemovalOp } from './changes.js';
import { actionName } from './diff-unit.js';
import { HISTORY_MESSAGES as M } from './messages.js';

/** What restoring gives: the new data and the history's words for it, or why it cannot. */
export type RestoreResult = { data: DuerpData; op: ChangeOp } | { error: string };

const insertAt = <T>(list: readonly T[], position: number, item: T): T[] => {
  const copy = [...list];
  copy.splice(Math.min(position, copy.length), 0, item);
  return copy;
};

/** A copy of `data` with one unit replaced (stored data is never edited in place). */
function withUnit(data: DuerpData, unite: UniteDeTravail): DuerpData {
  return {
    ...data,
    unitesDeTravail: data.unitesDeTravail.map((u) =>
      u.idUniteDeTravail === unite.idUniteDeTravail ? unite : u,
    ),
  };
}

/** The risk's category in the unit: its own, one of the same name, or the stored one again. */
function categoryFor(unite: UniteDeTravail, stored: Categorie | null, idCategorie: string) {
  if (unite.categorieDeRisques.some((c) => c.idCategorie === idCategorie)) {
    return { idCategorie, categories: unite.categorieDeRisques };
  }
  const name = stored ? normalizeSearchText(stored.displayName) : null;
  const same = unite.categorieDeRisques.find((c) => normalizeSearchText(c.displayName) === name);
  if (same) return { idCategorie: same.idCategorie, categories: unite.categorieDeRisques };
  const categorie = stored ?? {
    idCategorie,
    code: '',
    displayName: 'Risques restaurés',
    isUserDefined: true,
  };
  return { idCategorie, categories: [...unite.categorieDeRisques, categorie] };
}

/**
 * Puts back what a change deleted: a unit (with its risks and actions), a risk (with its category
 * if it went too, and its actions), an action. Refused when it is already back, or when the unit
 * (or, for an action, the risk) it belongs to is gone.
 */
export function restoreRemoval(data: DuerpData, op: RemovalOp): RestoreResult {
  const where = { idUniteDeTravail: op.idUniteDeTravail, unite: op.unite };
  const unite = data.unitesDeTravail.find((u) => u.idUniteDeTravail === op.idUniteDeTravail);
  if (op.op === 'unite.removed') {
    if (unite) return { error: M.uniteAlreadyRestored };
    return {
      data: { ...data, unitesDeTravail: insertAt(data.unitesDeTravail, op.position, op.data) },
      op: { op: 'restored', kind: 'unite', name: op.unite, ...where },
    };
  }
  if (!unite) return { error: M.uniteGone(op.unite) };
  const inUnit = { ...where, unite: unite.displayName };
  if (op.op === 'risque.removed') {
    if (unite.risques.some((r) => r.idRisque === op.risque.idRisque)) {
      return { error: M.risqueAlreadyRestored(unite.displayName) };
    }
    const { idCategorie, categories } = categoryFor(unite, op.categorie, op.risque.idCategorie);
    const present = new Set(unite.papripactActionsPreventives.map((a) => a.idAction));
    const restored: UniteDeTravail = {
      ...unite,
      categorieDeRisques: categories,
      risques: insertAt(unite.risques, op.position, { ...op.risque, idCategorie }),
      papripactActionsPreventives: [
        ...unite.papripactActionsPreventives,
        ...op.actions.filter((a) => !present.has(a.idAction)),
      ],
    };
    return {
      data: withUnit(data, restored),
      op: { op: 'restored', kind: 'risque', name: op.risque.displayName, ...inUnit },
    };
  }
  if (unite.papripactActionsPreventives.some((a) => a.idAction === op.action.idAction)) {
    return { error: M.actionAlreadyRestored(unite.displayName) };
  }
  if (!unite.risques.some((r) => r.idRisque === op.action.idRisqueAssocie)) {
    return { error: M.risqueGone(op.risque) };
  }
  const restored: UniteDeTravail = {
    ...unite,
    papripactActionsPreventives: insertAt(
      unite.papripactActionsPreventives,
      op.position,
      op.action,
    ),
  };
  return {
    data: withUnit(data, restored),
    op: { op: 'restored', kind: 'action', name: actionName(op.action), ...inUnit },
  };
}

/** Whether what the change deleted is in the document again (the history shows "Restauré"). */
export function isRestored(data: DuerpData, op: RemovalOp): boolean {
  const unite = data.unitesDeTravail.find((u) => u.idUniteDeTravail === op.idUniteDeTravail);
  if (!unite) return false;
  if (op.op === 'unite.removed') return true;
  if (op.op === 'risque.removed')
    return unite.risques.some((r) => r.idRisque === op.risque.idRisque);
  return unite.papripactActionsPreventives.some((a) => a.idAction === op.action.idAction);
}
