import type { ActionPreventive, Risque } from '../duerp/schemas.js';

/** What an action whose risk was deleted names instead of it. */
export const DELETED_RISQUE_LABEL = 'Risque supprimé';

/**
 * A risk as an action or a dialog names it: "1.2  Chute de plain-pied" (its code, then two spaces
 * as the PDF's tables set it apart), or its name alone when it has no code.
 */
export function risqueLabel(risque: Pick<Risque, 'code' | 'displayName'>): string {
  const code = risque.code.trim();
  return code ? `${code}  ${risque.displayName}` : risque.displayName;
}

/** The risk an action addresses, named; "Risque supprimé" when it is gone. */
export function actionRisqueLabel(risque: Pick<Risque, 'code' | 'displayName'> | undefined) {
  return risque ? risqueLabel(risque) : DELETED_RISQUE_LABEL;
}

/** Actions by due date (the programme's calendar), undated ones last. */
export function actionsByDueDate<T extends Pick<ActionPreventive, 'date'>>(actions: readonly T[]) {
  return [...actions].sort((a, b) => (a.date || '\uffff').localeCompare(b.date || '\uffff'));
}
