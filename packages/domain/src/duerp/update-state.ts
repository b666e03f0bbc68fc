import { formatDateLong, parisDay } from '../calendar/dates.js';
import { computeUpdateDue } from './due-dates.js';

/** Days before an annual update's due date from which a card calls it due. */
export const UPDATE_DUE_SOON_DAYS = 30;

/**
 * Where a DUERP stands with its updates, as "Mes espaces" lists it: no version yet, up to date,
 * an annual update due within UPDATE_DUE_SOON_DAYS, or an annual update late (R4121-2).
 */
export type DuerpUpdateState =
  { state: 'sans_version' } | { state: 'a_jour' } | { state: 'due' | 'en_retard'; dueDate: string };

const DAY_MS = 86_400_000;

/** A DUERP's update state from its headcount and its last version's creation instant. */
export function duerpUpdateState(
  nombreEmployes: number | null | undefined,
  lastVersionCreationTime: string | Date | null | undefined,
  now: Date,
): DuerpUpdateState {
  if (!lastVersionCreationTime) return { state: 'sans_version' };
  const due = computeUpdateDue(nombreEmployes, lastVersionCreationTime, now);
  if (due?.kind !== 'annual') return { state: 'a_jour' };
  if (due.isOverdue) return { state: 'en_retard', dueDate: due.dueDate };
  const soon = parisDay(new Date(now.getTime() + UPDATE_DUE_SOON_DAYS * DAY_MS));
  return due.dueDate <= soon ? { state: 'due', dueDate: due.dueDate } : { state: 'a_jour' };
}

const day = (date: string) => formatDateLong(`${date}T12:00:00Z`);

/** The state in words: « à jour », « mise à jour due le 3 mars 2027 », « en retard »… */
export function duerpUpdateStateLabel(update: {
  state: DuerpUpdateState['state'];
  dueDate?: string | null;
}): string {
  const dueOn = update.dueDate ? `mise à jour due le ${day(update.dueDate)}` : 'mise à jour due';
  switch (update.state) {
    case 'sans_version':
      return 'aucune version';
    case 'a_jour':
      return 'à jour';
    case 'due':
      return dueOn;
    case 'en_retard':
      return update.dueDate ? `en retard (${dueOn})` : 'en retard';
  }
}
