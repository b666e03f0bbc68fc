import { z } from 'zod';
import { isCalendarDate } from './calendar-day.js';
import { parisDay } from './dates.js';

/** What a calendar day's schema answers, in French, from the field's messages file. */
export interface CalendarDateMessages {
  /** Absent or empty; `invalid` when not given (an optional day has none). */
  required?: string;
  /** Not written YYYY-MM-DD; `invalid` when not given. */
  format?: string;
  /** Not a real day from 1900 to 2100: `2027-02-30`, `2027-13-45`, `9999-99-99`. */
  invalid: string;
  /** Given for what has happened already: a day after today (in France) is refused. */
  future?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar day in France (Europe/Paris), YYYY-MM-DD. */
export const todayInParis = (): string => parisDay(new Date());

/**
 * The one schema of a calendar day an API body holds, YYYY-MM-DD: an impossible day is refused,
 * never rolled over to another one as `Date` does (`2027-02-30` is not 2 March).
 */
export function calendarDate(messages: CalendarDateMessages) {
  const required = messages.required ?? messages.invalid;
  const day = z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .regex(ISO_DAY, { error: messages.format ?? messages.invalid, abort: true })
    .refine(isCalendarDate, { error: messages.invalid, abort: true });
  const future = messages.future;
  return future ? day.refine((value) => value <= todayInParis(), { error: future }) : day;
}

/** A calendar day that may be left empty: null and '' (an empty date field) give null. */
export function optionalCalendarDate(messages: Omit<CalendarDateMessages, 'required'>) {
  return z
    .string({ error: messages.invalid })
    .nullable()
    .transform((value) => value || null)
    .pipe(calendarDate(messages).nullable());
}
