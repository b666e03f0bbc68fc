/** A level of one evaluation criterion: an integer from 1 to 4. */
export type EvalLevel = 1 | 2 | 3 | 4;

export const EVAL_LEVELS: readonly EvalLevel[] = [1, 2, 3, 4];

export interface ScaleLevel {
  value: EvalLevel;
  label: string;
}

export interface EvalCriterion {
  /** The field of a risk that holds the level. */
  field: 'evalGravite' | 'evalFrequence' | 'evalMaitrise';
  label: string;
  levels: readonly ScaleLevel[];
}

/** Gravité: how serious the harm would be. */
export const GRAVITE_SCALE: readonly ScaleLevel[] = [
  { value: 1, label: 'Faible' },
  { value: 2, label: 'Moyenne' },
  { value: 3, label: 'Grave' },
  { value: 4, label: 'Très grave' },
];

/** Fréquence: how often workers are exposed. */
export const FREQUENCE_SCALE: readonly ScaleLevel[] = [
  { value: 1, label: 'Très rare' },
  { value: 2, label: 'Rare' },
  { value: 3, label: 'Fréquent' },
  { value: 4, label: 'Très fréquent' },
];

/** Maîtrise: how well the existing prevention measures control the risk (1 is the best). */
export const MAITRISE_SCALE: readonly ScaleLevel[] = [
  { value: 1, label: 'Forte' },
  { value: 2, label: 'Moyenne' },
  { value: 3, label: 'Faible' },
  { value: 4, label: 'Absente' },
];

/** The control factor by maîtrise level: strong, average, weak, absent. */
export const MAITRISE_FACTORS: Readonly<Record<EvalLevel, number>> = {
  1: 0.25,
  2: 0.5,
  3: 0.75,
  4: 1.25,
};

/** The three criteria in the order the evaluation asks them. */
export const EVAL_CRITERIA: readonly EvalCriterion[] = [
  { field: 'evalGravite', label: 'Gravité', levels: GRAVITE_SCALE },
  { field: 'evalFrequence', label: 'Fréquence', levels: FREQUENCE_SCALE },
  { field: 'evalMaitrise', label: 'Maîtrise', levels: MAITRISE_SCALE },
];

/** Whether a value is an evaluation level: an integer from 1 to 4. */
export function isEvalLevel(value: unknown): value is EvalLevel {
  return value === 1 || value === 2 || value === 3 || value === 4;
}
