import { NIVEAU_RPS_LOOKS } from '@duerp/domain/presentation';
import type { FrequenceRps, NiveauRps } from '@duerp/domain/rps';

/** The four answers of the grid, as the group reads them. */
export const FREQUENCE_CHOICES: readonly { value: FrequenceRps; label: string }[] = [
  { value: 'jamais', label: 'Jamais' },
  { value: 'parfois', label: 'Parfois' },
  { value: 'souvent', label: 'Souvent' },
  { value: 'toujours', label: 'Toujours' },
];

export const frequenceLabel = (value: FrequenceRps | null) =>
  FREQUENCE_CHOICES.find((c) => c.value === value)?.label ?? 'Sans réponse';

/**
 * A family level in the words the document prints (NIVEAU_RPS_LOOKS) and, on screen, in light
 * tints of the same green, orange and red (the printed solid fills are too dark for a card).
 */
const LEVELS: Record<NiveauRps | 'none', { label: string; className: string }> = {
  faible: {
    label: NIVEAU_RPS_LOOKS.faible.label,
    className: 'border-green-300 bg-green-100 text-green-900',
  },
  modere: {
    label: NIVEAU_RPS_LOOKS.modere.label,
    className: 'border-orange-300 bg-orange-100 text-orange-900',
  },
  eleve: {
    label: NIVEAU_RPS_LOOKS.eleve.label,
    className: 'border-red-300 bg-red-100 text-red-900',
  },
  none: { label: 'Non évalué', className: 'border-slate-300 bg-slate-100 text-slate-700' },
};

export const NIVEAU_CHOICES = (['faible', 'modere', 'eleve'] as const).map((value) => ({
  value,
  label: LEVELS[value].label,
}));

export const presentNiveau = (niveau: NiveauRps | null) => LEVELS[niveau ?? 'none'];
