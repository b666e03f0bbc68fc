import { parisDay } from '../calendar/dates.js';
import type { DuerpData } from './schemas.js';
import { ANNUAL_UPDATE_EMPLOYEES } from '../living-document/messages.js';

export type UpdateDue =
  /** ≥ 11 employees: R4121-2 1° annual duty, due one year after the last version (Paris day). */
  | { kind: 'annual'; dueDate: string; isOverdue: boolean; isDueToday: boolean }
  /** < 11 employees: no annual duty, an update is only recommended. */
  | { kind: 'recommended' };

/**
 * The same calendar day one year later. 29 February becomes 28 February: "au moins chaque année"
 * is met only if the update is made within the year, so the earlier day is the safe one.
 */
export function addOneYear(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y + 1}-${pad(m)}-${pad(Math.min(d, daysInMonth))}`;
}

/**
 * When the document is next due for an update, from the headcount and the last version's
 * creation instant (days in Europe/Paris). Null while there is no version or no headcount.
 */
export function computeUpdateDue(
  nombreEmployes: number | null | undefined,
  lastVersionCreationTime: string | Date | null | undefined,
  now: Date,
): UpdateDue | null {
  if (nombreEmployes === null || nombreEmployes === undefined || !lastVersionCreationTime) {
    return null;
  }
  if (nombreEmployes < ANNUAL_UPDATE_EMPLOYEES) return { kind: 'recommended' };
  const dueDate = addOneYear(parisDay(lastVersionCreationTime));
  const today = parisDay(now);
  return { kind: 'annual', dueDate, isOverdue: today > dueDate, isDueToday: today === dueDate };
}

/** Statuses that close an action: it can no longer be late. */
const CLOSED_STATUTS: readonly string[] = ['Terminé', 'Annulé'];

export interface OverdueAction {
  idAction: string;
  idUniteDeTravail: string;
  uniteName: string;
  descriptionDeLaMesure: string;
  responsable: string;
  date: string;
  statut: string;
}

/** Whether an action's due day (`today`, Paris) has passed while it is neither done nor cancelled. */
export function isActionOverdue(action: { date: string; statut: string }, today: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(action.date) &&
    action.date < today &&
    !CLOSED_STATUTS.includes(action.statut)
  );
}

/** PAPRIPACT actions whose due day has passed (Paris) and that are neither done nor cancelled. */
export function listOverdueActions(data: Pick<DuerpData, 'unitesDeTravail'>, now: Date) {
  const today = parisDay(now);
  const overdue: OverdueAction[] = [];
  for (const unite of data.unitesDeTravail) {
    for (const a of unite.papripactActionsPreventives) {
      if (!isActionOverdue(a, today)) continue;
      overdue.push({
        idAction: a.idAction,
        idUniteDeTravail: unite.idUniteDeTravail,
        uniteName: unite.displayName,
        descriptionDeLaMesure: a.descriptionDeLaMesure,
        responsable: a.responsable,
        date: a.date,
        statut: a.statut,
      });
    }
  }
  return overdue.sort((a, b) => a.date.localeCompare(b.date));
}
