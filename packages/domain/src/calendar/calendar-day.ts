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
