import { formatNumber } from '../text/numbers.js';
import { EVAL_CRITERIA, MAITRISE_FACTORS, type EvalCriterion, type EvalLevel } from './scales.js';
import {
  computeRiskScore,
  formatRiskValue,
  RISK_BANDS,
  type RiskBand,
  type RiskBandStatus,
} from './score.js';

/*
 * How the scales and bands are shown — in the evaluation grid, the editor, the document page, the
 * guide and the PDF. Every view renders from here, so the number shown for a level, its label,
 * factor, help and the band colours and ranges are written once.
 */

type CriterionField = EvalCriterion['field'];

const number = formatNumber;

/** A level as the views show it. `value` is what is stored and scored; `shown` is printed. */
export interface ShownLevel {
  value: EvalLevel;
  shown: number;
  label: string;
  /** What the level means, in a sentence. */
  hint: string;
  /** The control factor (maîtrise only). */
  factor: number | null;
}

export interface CriterionPresentation {
  field: CriterionField;
  label: string;
  /** The column letter of the tables: G, F, M. */
  letter: string;
  /** What the criterion asks, as a question. */
  question: string;
  /** What the criterion measures, to complete "… selon …". */
  help: string;
  /** How to read the numbers, when it is not obvious. */
  note: string | null;
  /** The levels in the order of their shown number, 1 to 4. */
  levels: readonly ShownLevel[];
}

/**
 * The number shown for a stored level. Maîtrise is shown with a reversed number:
 * stored 1 (Forte) is shown as 4 and 4 (Absente) as 1, so that for every criterion a higher number
 * reads as "better controlled" there. The stored value and the score are unchanged.
 */
export function shownLevel(field: CriterionField, value: EvalLevel): number {
  return field === 'evalMaitrise' ? 5 - value : value;
}

/** The shown number of a risk's stored level, or "–" while it is not set. */
export function shownLevelText(field: CriterionField, value: number | null | undefined): string {
  return value === 1 || value === 2 || value === 3 || value === 4
    ? String(shownLevel(field, value))
    : '–';
}

const TEXTS: Record<
  CriterionField,
  { letter: string; question: string; help: string; note: string | null; hints: string[] }
> = {
  evalGravite: {
    letter: 'G',
    question: 'Quelle serait la gravité des dommages pour la santé des personnes exposées ?',
    help: 'la gravité des dommages possibles pour la santé des personnes exposées',
    note: null,
    hints: [
      'Blessure ou gêne légère, sans arrêt de travail.',
      'Accident ou maladie avec arrêt de travail, sans séquelle durable.',
      'Accident ou maladie entraînant une incapacité permanente partielle.',
      'Accident mortel ou incapacité permanente totale.',
    ],
  },
  evalFrequence: {
    letter: 'F',
    question:
      'À quelle fréquence, ou pendant combien de temps, les personnes sont-elles exposées au danger ?',
    help: "la fréquence ou la durée d'exposition des personnes au danger",
    note: null,
    hints: [
      "Exposition exceptionnelle, moins d'une fois par an.",
      'Exposition occasionnelle, quelques fois par an.',
      'Exposition régulière, plusieurs fois par mois ou par semaine.',
      'Exposition quotidienne ou permanente.',
    ],
  },
  evalMaitrise: {
    letter: 'M',
    question:
      'Dans quelle mesure les moyens de prévention déjà en place maîtrisent-ils le risque ?',
    help: 'le niveau de maîtrise du risque par les mesures de prévention déjà en place',
    note: "Sa note se lit à l'envers des deux autres : plus elle est élevée, mieux le risque est maîtrisé.",
    // By stored level: 1 Forte … 4 Absente.
    hints: [
      'Mesures collectives efficaces, formation et consignes appliquées, vérifiées régulièrement.',
      'Mesures en place mais incomplètes ou reposant surtout sur les équipements individuels.',
      'Mesures insuffisantes, reposant essentiellement sur la vigilance des personnes.',
      'Aucune mesure de prévention en place.',
    ],
  },
};

/** The three criteria as the views show them, in the order the evaluation asks them. */
export const CRITERIA_PRESENTATION: readonly CriterionPresentation[] = EVAL_CRITERIA.map(
  (criterion) => {
    const texts = TEXTS[criterion.field];
    const isMaitrise = criterion.field === 'evalMaitrise';
    return {
      field: criterion.field,
      label: criterion.label,
      letter: texts.letter,
      question: texts.question,
      help: texts.help,
      note: texts.note,
      levels: criterion.levels
        .map((level) => ({
          value: level.value,
          shown: shownLevel(criterion.field, level.value),
          label: level.label,
          hint: texts.hints[level.value - 1] ?? '',
          factor: isMaitrise ? MAITRISE_FACTORS[level.value] : null,
        }))
        .sort((a, b) => a.shown - b.shown),
    };
  },
);

/** The presentation of one criterion. */
export function criterionPresentation(field: CriterionField): CriterionPresentation {
  const criterion = CRITERIA_PRESENTATION.find((c) => c.field === field);
  if (!criterion) throw new Error(`Critère inconnu : ${field}`);
  return criterion;
}

/** A stored level as shown. */
export function shownLevelOf(field: CriterionField, value: EvalLevel): ShownLevel {
  const level = criterionPresentation(field).levels.find((l) => l.value === value);
  if (!level) throw new Error(`Niveau inconnu : ${value}`);
  return level;
}

/** The stored level of a criterion as shown: "2 Faible" for a maîtrise stored as 3. */
export function shownLevelLabel(field: CriterionField, value: EvalLevel): string {
  const level = shownLevelOf(field, value);
  return `${level.shown} ${level.label}`;
}

/** "× 0,75". */
export function formatFactor(factor: number): string {
  return `× ${number(factor)}`;
}

/** The legend of the G, F and M columns: "G : gravité (1 Faible à 4 Très grave) · …". */
export function scaleLegend(): string {
  return CRITERIA_PRESENTATION.map((c) => {
    const first = c.levels[0];
    const last = c.levels[c.levels.length - 1];
    return `${c.letter} : ${c.label.toLowerCase()} (${first?.shown ?? ''} ${first?.label ?? ''} à ${last?.shown ?? ''} ${last?.label ?? ''})`;
  }).join(' · ');
}

/** Why a maîtrise factor matters, in words. */
export const MAITRISE_FACTOR_TEXT =
  "Une maîtrise forte divise le risque par quatre, une maîtrise absente le majore d'un quart.";

/** The worked example of the formula, with the levels as shown. */
export function riskExampleText(): string {
  const value = 3 as const;
  const [g, f, m] = (['evalGravite', 'evalFrequence', 'evalMaitrise'] as const).map((field) =>
    shownLevelOf(field, value),
  );
  const score = computeRiskScore(value, value, value);
  if (!g || !f || !m || !score) return '';
  return (
    `Exemple : un risque de gravité ${g.shown} (${g.label}), de fréquence ${f.shown} (${f.label}) ` +
    `et de maîtrise ${m.shown} (${m.label}) vaut ${value} × ${value} × ${number(MAITRISE_FACTORS[value])} = ` +
    `${formatRiskValue(score.value)}, soit un niveau « ${score.shortDisplayName} ».`
  );
}

export interface BandPresentation extends RiskBand {
  /** The values of the band, agreeing with "valeur": "inférieure à 1", "de 5 ou plus". */
  range: string;
  /** Solid colour of the band and the text drawn on it (hex), the same on screen and in the PDF. */
  color: string;
  onColor: string;
  /** The light form of the band on screen (badges, tiles): fill, border and text (hex, AA contrast). */
  tint: BandTint;
  priority: string;
  action: string;
}

export interface BandTint {
  fill: string;
  border: string;
  text: string;
}

/** The range of values of a band, to follow "valeur". */
export function bandRangeText(band: Pick<RiskBand, 'min' | 'max'>): string {
  if (band.max === null) return `de ${number(band.min)} ou plus`;
  if (band.min === 0) return `inférieure à ${number(band.max)}`;
  return `de ${number(band.min)} à moins de ${number(band.max)}`;
}

const BAND_LOOKS: Record<
  RiskBandStatus,
  { color: string; onColor: string; tint: BandTint; priority: string; action: string }
> = {
  GREEN: {
    color: '#16a34a',
    onColor: '#ffffff',
    tint: { fill: '#dcfce7', border: '#86efac', text: '#14532d' },
    priority: 'Priorité 4',
    action: 'Risque maîtrisé : à surveiller lors de chaque mise à jour du DUERP.',
  },
  YELLOW: {
    color: '#facc15',
    onColor: '#422006',
    tint: { fill: '#fef9c3', border: '#fde047', text: '#713f12' },
    priority: 'Priorité 3',
    action: 'Action à moyen terme, à inscrire au programme annuel de prévention.',
  },
  ORANGE: {
    color: '#ea580c',
    onColor: '#ffffff',
    tint: { fill: '#ffedd5', border: '#fdba74', text: '#7c2d12' },
    priority: 'Priorité 2',
    action: 'Action à court terme, à planifier dans les prochaines semaines.',
  },
  RED: {
    color: '#b91c1c',
    onColor: '#ffffff',
    tint: { fill: '#fee2e2', border: '#fca5a5', text: '#7f1d1d' },
    priority: 'Priorité 1',
    action:
      'Action immédiate : le travail exposé ne devrait pas se poursuivre sans mesure de prévention.',
  },
};

/** The four bands as the views show them, from the lowest. */
export const BANDS_PRESENTATION: readonly BandPresentation[] = RISK_BANDS.map((band) => ({
  ...band,
  range: bandRangeText(band),
  ...BAND_LOOKS[band.status],
}));

/** The presentation of one band. */
export function bandPresentation(status: RiskBandStatus): BandPresentation {
  const band = BANDS_PRESENTATION.find((b) => b.status === status);
  if (!band) throw new Error(`Statut de risque inconnu : ${String(status)}`);
  return band;
}
