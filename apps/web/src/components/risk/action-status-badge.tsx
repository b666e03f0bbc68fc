import { normalizeSearchText } from '@duerp/domain/search';

/**
 * The action status is shown as a badge whose CSS class is derived from its text
 * ('En cours' → 'statut-en-cours', 'À planifier' → 'statut-a-planifier').
 */
export function actionStatusClass(statut: string): string {
  const slug = normalizeSearchText(statut)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `statut-${slug || 'inconnu'}`;
}

/** Colours by derived class; a status the app does not know keeps the neutral look. */
const TONES: Record<string, string> = {
  'statut-a-planifier': 'border-slate-300 bg-slate-100 text-slate-800',
  'statut-en-cours': 'border-blue-200 bg-blue-50 text-blue-900',
  'statut-termine': 'border-green-300 bg-green-50 text-green-900',
  'statut-en-attente': 'border-amber-300 bg-amber-50 text-amber-900',
  'statut-annule': 'border-red-300 bg-red-50 text-red-900',
};
const NEUTRAL = 'border-slate-300 bg-white text-slate-800';

export function ActionStatusBadge({ statut }: { statut: string }) {
  const statusClass = actionStatusClass(statut);
  return (
    <span
      className={`${statusClass} inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[statusClass] ?? NEUTRAL}`}
    >
      {statut || '–'}
    </span>
  );
}
