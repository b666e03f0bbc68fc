import type { ShownRisk, RisksPresentation } from '@duerp/domain/presentation';
import type { PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table, type Cell, type TableColumn } from '../pdf-table.js';
import { COLORS, SIZES } from '../pdf-theme.js';
import { levelBadge, paragraph, startSection } from './common.js';

export const RISKS_SECTION_ID = 'risks';
export const unitTocId = (idUniteDeTravail: string) => `unite-${idUniteDeTravail}`;

function columns(risks: RisksPresentation): TableColumn[] {
  const { columns: shown } = risks;
  return [
    { header: 'N°', width: 40 },
    ...(shown.unite ? [{ header: 'Unité de travail', flex: 0.62 }] : []),
    ...(shown.categorie ? [{ header: 'Catégorie', flex: 0.7 }] : []),
    { header: 'Risque', flex: 1.4 },
    { header: 'Danger', flex: 1.1 },
    ...(shown.mesuresExistantes ? [{ header: 'Mesures existantes', flex: 1.2 }] : []),
    { header: 'Remarques', flex: 1.3 },
    ...risks.criteria.map((c) => ({
      header: c.letter,
      width: 20,
      align: 'center' as const,
    })),
    { header: 'Niveau', width: 60 },
  ];
}

function rowCells(risk: ShownRisk, risks: RisksPresentation): Cell[] {
  const { columns: shown } = risks;
  return [
    { text: risk.code, color: COLORS.muted },
    ...(shown.unite ? [risk.unite] : []),
    ...(shown.categorie ? [risk.categorie] : []),
    { text: risk.name, font: 'condBold' as const },
    risk.danger,
    ...(shown.mesuresExistantes ? [risk.mesuresExistantes] : []),
    risk.remarques,
    ...risk.criteria.map((c): Cell => ({ text: c.text, align: 'center' })),
    levelBadge(risk.level),
  ];
}

/** Part 4: the risk tables, grouped and sorted per the version's display options. */
export function renderRiskTables(w: PdfWriter, ctx: PdfContext): void {
  const { risks } = ctx.version;
  startSection(w, ctx, RISKS_SECTION_ID, risks.title, 'landscape');
  paragraph(w, risks.legend, {
    font: 'regular',
    size: SIZES.small,
    color: COLORS.muted,
    leading: 1.35,
    align: 'left',
    gapAfter: 10,
  });

  const cols = columns(risks);
  const table = new Table(w, cols);
  const risqueColumn = cols.findIndex((c) => c.header === 'Risque');
  const emptyRow = (text: string): Cell[] =>
    cols.map((_, i) => (i === risqueColumn ? { text, color: COLORS.muted } : ''));

  for (const unit of risks.units) {
    const { title, idUniteDeTravail } = unit;
    if (title !== null && idUniteDeTravail !== null) {
      table.group({
        level: 1,
        title,
        detail: unit.detail,
        onDraw: () => ctx.toc.mark(w, unitTocId(idUniteDeTravail)),
      });
    }
    if (unit.empty !== null) table.row(emptyRow(unit.empty));
    for (const category of unit.categories) {
      if (risks.options.shouldGroupByCategorie) {
        table.group({ level: 2, title: category.title, detail: category.count });
      }
      for (const risk of category.risks) table.row(rowCells(risk, risks));
    }
  }
  if (risks.empty !== null) table.row(emptyRow(risks.empty));
  table.end();
}
