import { formatDateLong, type Risque } from '@duerp/domain';

/** An action's due date ("2026-05-01") in French long format; other texts unchanged. */
export function formatDueDate(date: string): string {
  return (/^\d{4}-\d{2}-\d{2}$/.test(date) && formatDateLong(`${date}T12:00:00Z`)) || date;
}

/** "1.2 Chute de plain-pied", or the name alone for a risk without a code. */
export function risqueLabel(risque: Pick<Risque, 'code' | 'displayName'>): string {
  const code = risque.code.trim();
  return code ? `${code} ${risque.displayName}` : risque.displayName;
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** "1 mars 2026 à 14:05", in Paris time: several versions may be made the same day. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
