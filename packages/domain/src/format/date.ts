const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** French long date, "D MMMM YYYY" (e.g. "1 mars 2026"), in Paris time. */
export function formatDateLong(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return longDate.format(date);
}

/** Built once: creating an Intl formatter costs far more than formatting with it. */
const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) of an instant in Paris time, for by-day comparisons. */
export function parisDay(value: Date | string | number): string {
  return PARIS_DAY.format(value instanceof Date ? value : new Date(value));
}

/** Years a date typed in the app may have: anything else is a typo (`0000`, `20266`…). */
export const CALENDAR_YEAR_MIN = 1900;
export const CALENDAR_YEAR_MAX = 2100;

/**
 * Whether `value` is a real calendar day written YYYY-MM-DD, between 1900 and 2100: `2026-02-30`,
 * `2025-02-29` and `0000-01-01` are not (`Date.parse` accepts the first two and rolls them over).
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < CALENDAR_YEAR_MIN || year > CALENDAR_YEAR_MAX || month < 1 || month > 12) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}
