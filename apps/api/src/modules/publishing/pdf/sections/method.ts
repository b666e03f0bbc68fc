import {
  BANDS_PRESENTATION,
  CRITERIA_PRESENTATION,
  formatFactor,
  MAITRISE_FACTOR_TEXT,
  NOT_EVALUATED_LABEL,
  RISK_FORMULA_LABEL,
  riskExampleText,
} from '@duerp/domain/risk';
import type { PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { BAND_COLORS, COLORS, SIZES } from '../pdf-theme.js';
import { BODY, callout, paragraph, startSection, subheading } from './common.js';

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
    w.hline(x, x + width, top + rowHeight, COLORS.hairline);
  });
  return rowHeight * (rows.length + 1);
}

/** The prose of part 2, shared with the DOCX export; the tables come from the domain. */
export const METHOD_TEXTS = {
  intro:
    "Les risques sont identifiés par unité de travail, c'est-à-dire par situation de travail présentant des " +
    'caractéristiques homogènes (un poste, un métier, un lieu ou une activité). Pour chaque risque, le danger et la ' +
    "situation d'exposition sont décrits, puis le risque est coté de 1 à 4 selon trois critères :",
  factor:
    `Le facteur de maîtrise traduit l'efficacité des mesures existantes. ${MAITRISE_FACTOR_TEXT} ` +
    'La valeur obtenue est affichée avec une décimale.',
  averages:
    "Le niveau d'une unité de travail est la moyenne des niveaux de ses risques ; le niveau global du document est la " +
    "moyenne de tous les risques évalués. Tant qu'un risque n'est pas évalué, la moyenne correspondante n'est pas " +
    "calculée. Les risques critiques et importants sont à traiter en priorité dans le plan d'actions.",
  columns:
    "Dans les tableaux d'évaluation, les colonnes G, F et M donnent les notes de gravité, de fréquence et de maîtrise " +
    'des échelles ci-dessus, et la colonne « Niveau » le résultat de la formule avec sa couleur.',
};

export const METHOD_SECTION = { id: 'method', title: "2. Méthode d'évaluation" } as const;

/** Part 2: the scales, the formula and the bands, rendered from the domain constants. */
export function renderMethod(w: PdfWriter, ctx: PdfContext): void {
  startSection(w, ctx, METHOD_SECTION.id, METHOD_SECTION.title, 'portrait');
  paragraph(w, METHOD_TEXTS.intro, { ...BODY, gapAfter: 4 });
  for (const criterion of CRITERIA_PRESENTATION) {
    const note = criterion.note ? ` ${criterion.note}` : '';
    paragraph(w, `${criterion.label} : ${criterion.help}.${note}`, {
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
  CRITERIA_PRESENTATION.forEach((criterion, i) => {
    const x = left + i * (tableWidth + gap);
    const hasFactor = criterion.levels.some((l) => l.factor !== null);
    const widths = hasFactor ? [36, tableWidth - 36 - 46, 46] : [36, tableWidth - 36];
    const header = hasFactor ? ['Note', criterion.label, 'Facteur'] : ['Note', criterion.label];
    const rows = criterion.levels.map((level) => [
      String(level.shown),
      level.label,
      ...(hasFactor && level.factor !== null ? [formatFactor(level.factor)] : []),
    ]);
    height = Math.max(height, miniTable(w, x, w.y, widths, header, rows));
  });
  w.y += height + 14;

  subheading(w, 'La formule', { keep: 80 });
  callout(w, RISK_FORMULA_LABEL, {
    style: { font: 'bold', size: 10.5, color: COLORS.primary, leading: 1.3 },
  });
  paragraph(w, METHOD_TEXTS.factor, BODY);
  paragraph(w, riskExampleText(), { ...BODY, font: 'italic' });

  subheading(w, 'Les niveaux de risque', { keep: 120 });
  const rowHeight = 22;
  w.ensureSpace(rowHeight * (BANDS_PRESENTATION.length + 1) + 10);
  BANDS_PRESENTATION.forEach((band, i) => {
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
    w.drawLine(`valeur ${band.range}`, left + 240, y + 6.5, {
      font: 'regular',
      size: 9.5,
      color: COLORS.ink,
    });
    w.hline(left, left + width, y + rowHeight, COLORS.hairline);
  });
  w.y += rowHeight * BANDS_PRESENTATION.length;
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

  paragraph(w, METHOD_TEXTS.averages, BODY);
  paragraph(w, METHOD_TEXTS.columns, { ...BODY, size: SIZES.small + 0.5, color: COLORS.muted });
}
