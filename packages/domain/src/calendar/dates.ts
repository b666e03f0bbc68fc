const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const longDateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const LOCAL_DAY = new Intl.DateTimeFormat('en-CA');
const shortDate = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** French long date, "D MMMM YYYY" (e.g. "1 mars 2026"), in Paris time. */
export function formatDateLong(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return longDate.format(date);
}

/**
 * A calendar day typed in the app (a due date, a consultation, an event: "2026-05-01") in the
 * long form, "1 mai 2026"; any other text as typed.
 */
export function formatDay(day: string): string {
  return (ISO_DAY.test(day) && formatDateLong(`${day}T12:00:00Z`)) || day;
}

/** "1 mars 2026 à 14:05", in Paris time: several versions or events may fall on the same day. */
export function formatDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDateTime.format(date);
}

/** "05/03/2026", in Paris time: a date inside a sentence kept in a document's texts. */
export function formatDateShort(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/** The calendar day (YYYY-MM-DD) of an instant in Paris time, for by-day comparisons. */
export function parisDay(value: Date | string | number): string {
  return PARIS_DAY.format(value instanceof Date ? value : new Date(value));
}

/** Today (YYYY-MM-DD) in the device's own time zone, as a date field holds it. */
export function localDay(now: Date = new Date()): string {
  return LOCAL_DAY.format(now);
}

/** The spreadsheet number format of a day cell, written as formatDay writes it. */
export const DAY_CELL_FORMAT = '[$-fr-FR]d mmmm yyyy';
