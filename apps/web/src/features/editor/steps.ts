/** The editor's seven steps, in order. */
export const EDITOR_STEPS = [
  { number: 1, title: 'Introduction' },
  { number: 2, title: 'Informations entreprise' },
  { number: 3, title: 'Unités de travail' },
  { number: 4, title: 'Saisie des risques' },
  { number: 5, title: 'Évaluation des risques' },
  { number: 6, title: 'PAPRIPACT' },
  { number: 7, title: 'Finalisation' },
] as const;

export const STEP_COUNT = EDITOR_STEPS.length;

/** The `step` query parameter: an integer from 1 to 7; anything else means step 1. */
export function parseStep(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const step = Number(value);
  return step >= 1 && step <= STEP_COUNT ? step : 1;
}

export function stepTitle(step: number): string {
  return EDITOR_STEPS.find((s) => s.number === step)?.title ?? '';
}
