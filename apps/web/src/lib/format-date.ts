import { formatDateLong } from '@duerp/domain';

/** A calendar day ("2026-05-01") in French long format; other texts unchanged. */
export function formatDueDate(date: string): string {
  return (/^\d{4}-\d{2}-\d{2}$/.test(date) && formatDateLong(`${date}T12:00:00Z`)) || date;
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** "1 mars 2026 à 14:05", in Paris time: several versions or events may fall on the same day. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
