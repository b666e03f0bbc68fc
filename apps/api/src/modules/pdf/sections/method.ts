import {
  computeRiskScore,
  EVAL_CRITERIA,
  formatRiskValue,
  MAITRISE_FACTORS,
  NOT_EVALUATED_LABEL,
  RISK_BANDS,
  RISK_FORMULA_LABEL,
  type RiskBand,
} from '@duerp/domain';
import type { PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../pdf-layout.js';
import { BAND_COLORS, COLORS, SIZES } from '../pdf-theme.js';
import { BODY, callout, paragraph, startSection, subheading } from './common.js';

const CRITERION_HELP: Record<string, string> = {
  evalGravite: 'la gravité des dommages possibles pour la santé des personnes exposées',
  evalFrequence: "la fréquence ou la durée d'exposition des personnes au danger",
  evalMaitrise: 'le niveau de maîtrise du risque par les mesures de prévention déjà en place',
};

const number = (value: number) => value.toLocaleString('fr-FR');

function bandRange(band: RiskBand): string {
  if (band.max === null) return `${number(band.min)} ou plus`;
  if (band.min === 0) return `inférieur à ${number(band.max)}`;
  return `de ${number(band.min)} à moins de ${number(band.max)}`;
}

/** A small boxed table at (x, y): header row, then rows; returns its height. */
function miniTable(
  w: PdfWriter,
  x: number,
  y: number,
  widths: readonly number[],
  header: readonly string[],
  rows: readonly (readonly string[])[],
): number {
  const rowHeight = 17;
  const width = widths.reduce((a, b) => a + b, 0);
  w.rect(x, y, width, rowHeight, COLORS.primary);
  const cell = (
    texts: readonly string[],
    top: number,
    font: 'condBold' | 'cond',
    color: string,
  ) => {
    let cx = x;
    texts.forEach((text, i) => {
      w.drawLine(text, cx + 6, top + 4.6, { font, size: 8.5, color });
      cx += widths[i] ?? 0;
    });
  };
  cell(header, y, 'condBold', COLORS.white);
  rows.forEach((row, r) => {
    const top = y + rowHeight * (r + 1);
    if (r % 2 === 1) w.rect(x, top, width, rowHeight, COLORS.zebra);
    cell(row, top, 'cond', COLORS.ink);
    w.hline(x, x + width, top + rowHeight);
  });
  return rowHeight * (rows.length + 1);
}

export const METHOD_SECTION = { id: 'method', title: "2. Méthode d'évaluation" } as const;

/** Part 2: the scales, the formula and the bands, rendered from the domain constants. */
export function renderMethod(w: PdfWriter, ctx: PdfContext): void {
  startSection(w, ctx, METHOD_SECTION.id, METHOD_SECTION.title, 'portrait');
  paragraph(
    w,
    "Les risques sont identifiés par unité de travail, c'est-à-dire par situation de travail présentant des " +
      'caractéristiques homogènes (un poste, un métier, un lieu ou une activité). Pour chaque risque, le danger et la ' +
      "situation d'exposition sont décrits, puis le risque est coté de 1 à 4 selon trois critères :",
    { ...BODY, gapAfter: 4 },
  );
  for (const criterion of EVAL_CRITERIA) {
    paragraph(w, `${criterion.label} : ${CRITERION_HELP[criterion.field] ?? ''}.`, {
      ...BODY,
      x: w.frame.left + 12,
      gapAfter: 2,
    });
  }
  w.y += 6;

  subheading(w, 'Les échelles de cotation', { keep: 110 });
  const { left, width } = w.frame;
  const gap = 14;
  const tableWidth = (width - 2 * gap) / 3;
  let height = 0;
  EVAL_CRITERIA.forEach((criterion, i) => {
    const x = left + i * (tableWidth + gap);
    const isMaitrise = criterion.field === 'evalMaitrise';
    const widths = isMaitrise ? [36, tableWidth - 36 - 46, 46] : [36, tableWidth - 36];
    const header = isMaitrise ? ['Niv.', criterion.label, 'Facteur'] : ['Niv.', criterion.label];
    const rows = criterion.levels.map((level) =>
      isMaitrise
        ? [String(level.value), level.label, `× ${number(MAITRISE_FACTORS[level.value])}`]
        : [String(level.value), level.label],
    );
    height = Math.max(height, miniTable(w, x, w.y, widths, header, rows));
  });
  w.y += height + 14;

  subheading(w, 'La formule', { keep: 80 });
  callout(w, RISK_FORMULA_LABEL, {
    style: { font: 'bold', size: 10.5, color: COLORS.primary, leading: 1.3 },
  });
  paragraph(
    w,
    "Le facteur de maîtrise traduit l'efficacité des mesures existantes : une maîtrise forte divise le risque par quatre, " +
      "une maîtrise absente le majore d'un quart. La valeur obtenue est affichée avec une décimale.",
    BODY,
  );
  const example = computeRiskScore(3, 3, 3);
  if (example) {
    paragraph(
      w,
      `Exemple : un risque de gravité 3 (Grave), de fréquence 3 (Fréquent) et de maîtrise 3 (Faible) vaut ` +
        `3 × 3 × ${number(MAITRISE_FACTORS[3])} = ${formatRiskValue(example.value)}, soit un niveau « ${example.shortDisplayName} ».`,
      { ...BODY, font: 'italic' },
    );
  }

  subheading(w, 'Les niveaux de risque', { keep: 120 });
  const rowHeight = 22;
  w.ensureSpace(rowHeight * (RISK_BANDS.length + 1) + 10);
  RISK_BANDS.forEach((band, i) => {
    const y = w.y + i * rowHeight;
    const colors = BAND_COLORS[band.status];
    w.rect(left, y + 3, 92, rowHeight - 6, colors.fill, 3);
    w.drawLine(band.shortDisplayName, left, y + 7, {
      font: 'condBold',
      size: 9,
      color: colors.text,
      align: 'center',
      width: 92,
    });
    w.drawLine(band.longDisplayName, left + 108, y + 6.5, {
      font: 'bold',
      size: 9.5,
      color: COLORS.ink,
    });
    w.drawLine(`valeur ${bandRange(band)}`, left + 240, y + 6.5, {
      font: 'regular',
      size: 9.5,
      color: COLORS.ink,
    });
    w.hline(left, left + width, y + rowHeight, COLORS.hairline);
  });
  w.y += rowHeight * RISK_BANDS.length;
  const none = BAND_COLORS.NONE;
  w.rect(left, w.y + 3, 92, rowHeight - 6, none.fill, 3);
  w.drawLine(NOT_EVALUATED_LABEL, left, w.y + 7, {
    font: 'condBold',
    size: 9,
    color: none.text,
    align: 'center',
    width: 92,
  });
  w.drawLine("un critère au moins n'est pas coté", left + 108, w.y + 6.5, {
    font: 'regular',
    size: 9.5,
    color: COLORS.muted,
  });
  w.y += rowHeight + 14;

  paragraph(
    w,
    "Le niveau d'une unité de travail est la moyenne des niveaux de ses risques ; le niveau global du document est la " +
      "moyenne de tous les risques évalués. Tant qu'un risque n'est pas évalué, la moyenne correspondante n'est pas " +
      "calculée. Les risques critiques et importants sont à traiter en priorité dans le plan d'actions.",
    BODY,
  );
  paragraph(
    w,
    "Dans les tableaux d'évaluation, les colonnes G, F et M donnent les cotations de gravité, de fréquence et de maîtrise, " +
      'et la colonne « Niveau » le résultat de la formule avec sa couleur.',
    { ...BODY, size: SIZES.small + 0.5, color: COLORS.muted },
  );
}
