import {
  CRITERIA_PRESENTATION,
  groupRisques,
  hasMesuresExistantes,
  plural,
  scaleLegend,
  shownLevelText,
  type Categorie,
  type DisplayOptions,
  type RisqueRow,
  type UniteDeTravail,
} from '@duerp/domain';
import type { PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table, type Cell, type TableColumn } from '../pdf-table.js';
import { COLORS, SIZES } from '../pdf-theme.js';
import { levelBadge, levelText, paragraph, startSection } from './common.js';

export const RISKS_SECTION_ID = 'risks';
export const unitTocId = (idUniteDeTravail: string) => `unite-${idUniteDeTravail}`;

/** The section title, which says how the rows are grouped. */
export function riskSectionTitle(options: DisplayOptions): string {
  return options.shouldGroupByUnite
    ? '4. Évaluation des risques par unité de travail'
    : '4. Inventaire et évaluation des risques';
}

const SORT_LABELS: Record<DisplayOptions['sortBy'], string> = {
  '': "dans l'ordre de saisie",
  code: 'par numéro de risque',
  niveauDeRisqueValue: 'par niveau de risque décroissant (risques non évalués en dernier)',
};

function presentation(options: DisplayOptions): string {
  const groups = [
    options.shouldGroupByUnite && 'par unité de travail',
    options.shouldGroupByCategorie && 'par catégorie de risques',
  ].filter(Boolean);
  const grouping =
    groups.length > 0
      ? `Risques regroupés ${groups.join(' puis ')}, triés ${SORT_LABELS[options.sortBy]}.`
      : `Risques triés ${SORT_LABELS[options.sortBy]}.`;
  return `${grouping} ${scaleLegend()}. Niveau = F × G × facteur de maîtrise (voir la méthode d'évaluation).`;
}

/** " · effectif 8 dont 3 femmes", when the unit's headcount is known (issue 16). */
function effectifDetail(unite: UniteDeTravail): string {
  if (unite.effectif === undefined || unite.effectif === null) return '';
  const femmes =
    unite.effectifFemmes === undefined || unite.effectifFemmes === null
      ? ''
      : ` dont ${plural(unite.effectifFemmes, 'femme')}`;
  return ` · effectif ${unite.effectif}${femmes}`;
}

function columns(options: DisplayOptions, mesures: boolean): TableColumn[] {
  return [
    { header: 'N°', width: 40 },
    ...(options.shouldGroupByUnite ? [] : [{ header: 'Unité de travail', flex: 0.62 }]),
    ...(options.shouldGroupByCategorie ? [] : [{ header: 'Catégorie', flex: 0.7 }]),
    { header: 'Risque', flex: 1.4 },
    { header: 'Danger', flex: 1.1 },
    ...(mesures ? [{ header: 'Mesures existantes', flex: 1.2 }] : []),
    { header: 'Remarques', flex: 1.3 },
    ...CRITERIA_PRESENTATION.map((c) => ({
      header: c.letter,
      width: 20,
      align: 'center' as const,
    })),
    { header: 'Niveau', width: 60 },
  ];
}

const categoryTitle = (categorie: Categorie | null) =>
  categorie
    ? `${categorie.code.trim() ? `${categorie.code.trim()}  ` : ''}${categorie.displayName}`
    : 'Sans catégorie';

function rowCells(row: RisqueRow, options: DisplayOptions, mesures: boolean): Cell[] {
  const { risque } = row;
  return [
    { text: risque.code, color: COLORS.muted },
    ...(options.shouldGroupByUnite ? [] : [row.unite.displayName]),
    ...(options.shouldGroupByCategorie ? [] : [row.categorie?.displayName ?? '']),
    { text: risque.displayName, font: 'condBold' as const },
    risque.danger,
    ...(mesures ? [risque.mesuresExistantes ?? ''] : []),
    risque.remarques,
    ...CRITERIA_PRESENTATION.map((c): Cell => ({
      text: shownLevelText(c.field, risque[c.field]),
      align: 'center',
    })),
    levelBadge(
      risque.niveauDeRisqueValue,
      risque.niveauDeRisqueValue === null ? null : risque.niveauDeRisqueStatus,
    ),
  ];
}

/** Part 4: the risk tables, grouped and sorted per the version's display options. */
export function renderRiskTables(w: PdfWriter, ctx: PdfContext): void {
  const options = ctx.input.displayOptions;
  startSection(w, ctx, RISKS_SECTION_ID, riskSectionTitle(options), 'landscape');
  paragraph(w, presentation(options), {
    font: 'regular',
    size: SIZES.small,
    color: COLORS.muted,
    leading: 1.35,
    align: 'left',
    gapAfter: 10,
  });

  const grouped = groupRisques(ctx.data, options);
  const units = new Map(ctx.summary.units.map((u) => [u.idUniteDeTravail, u]));
  const mesures = hasMesuresExistantes(ctx.data);
  const cols = columns(options, mesures);
  const table = new Table(w, cols);
  const risqueColumn = cols.findIndex((c) => c.header === 'Risque');
  const emptyRow = (text: string): Cell[] =>
    cols.map((_, i) => (i === risqueColumn ? { text, color: COLORS.muted } : ''));

  for (const group of grouped.groups) {
    if (group.unite) {
      const unite = group.unite;
      const summary = units.get(unite.idUniteDeTravail);
      table.group({
        level: 1,
        title: `Unité de travail : ${unite.displayName}`,
        detail: `${plural(unite.risques.length, 'risque')} · niveau moyen ${levelText(summary?.value ?? null, summary?.status ?? null)}${effectifDetail(unite)}`,
        onDraw: () => ctx.toc.mark(w, unitTocId(unite.idUniteDeTravail)),
      });
      if (group.categories.length === 0)
        table.row(emptyRow('Aucun risque identifié dans cette unité de travail.'));
    }
    for (const category of group.categories) {
      if (options.shouldGroupByCategorie) {
        table.group({
          level: 2,
          title: categoryTitle(category.categorie),
          detail: plural(category.rows.length, 'risque'),
        });
      }
      for (const row of category.rows) table.row(rowCells(row, options, mesures));
    }
  }
  if (grouped.groups.length === 0) table.row(emptyRow("Aucune unité de travail n'est définie."));
  else if (grouped.count === 0 && !options.shouldGroupByUnite)
    table.row(emptyRow('Aucun risque identifié.'));
  table.end();
}
