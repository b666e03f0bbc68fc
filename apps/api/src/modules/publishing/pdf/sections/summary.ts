import { formatNumber, plural, pluralWord, withPlainSpaces } from '@duerp/domain/text';
import { RISK_BANDS } from '@duerp/domain/risk';
import type { BandCounts } from '@duerp/domain/document-view';
import type { SummaryPresentation } from '@duerp/domain/presentation';
import type { PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table } from '../pdf-table.js';
import { COLORS, SIZES } from '../pdf-theme.js';
import { BODY, levelBadge, paragraph, startSection, subheading } from './common.js';

/** The bars run from the lowest band, "Non évalué" last. */
const BAR_KEYS = [...RISK_BANDS.map((b) => b.status), 'NONE'] as const;
const bandOf = (summary: SummaryPresentation, key: keyof BandCounts) => {
  const band = summary.bands.find((b) => b.status === key);
  if (!band) throw new Error(`Niveau absent de la synthèse : ${key}`);
  return band;
};

/** A horizontal bar split by band, proportional to the counts. */
function stackedBar(
  w: PdfWriter,
  summary: SummaryPresentation,
  counts: BandCounts,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  const total = BAR_KEYS.reduce((sum, key) => sum + counts[key], 0);
  if (total === 0) {
    w.rect(x, y, width, height, COLORS.hairline, 2);
    return;
  }
  let cx = x;
  for (const key of BAR_KEYS) {
    const part = (counts[key] / total) * width;
    if (part > 0) w.rect(cx, y, part, height, bandOf(summary, key).colors.fill);
    cx += part;
  }
}

function keyFigures(w: PdfWriter, ctx: PdfContext): void {
  const { summary } = ctx.version;
  const { actionCount } = ctx.version.actions.totals;
  const n = (value: number) => withPlainSpaces(formatNumber(value));
  const units = ctx.data.unitesDeTravail.length;
  const figures: [string, string][] = [
    [n(units), pluralWord(units, 'unité de travail', 'unités de travail')],
    [`${n(summary.evaluatedCount)} / ${n(summary.risqueCount)}`, 'risques évalués'],
    [n(summary.counts.RED + summary.counts.ORANGE), 'risques critiques ou importants'],
    [n(actionCount), pluralWord(actionCount, 'action de prévention', 'actions de prévention')],
  ];
  const { left, width } = w.frame;
  const gap = 10;
  const boxWidth = (width - gap * 3) / 4;
  figures.forEach(([value, label], i) => {
    const x = left + i * (boxWidth + gap);
    w.rect(x, w.y, boxWidth, 54, COLORS.zebra, 4);
    w.drawLine(value, x, w.y + 10, {
      font: 'bold',
      size: 16,
      color: COLORS.primary,
      align: 'center',
      width: boxWidth,
    });
    w.drawLines(w.wrap(label, 'regular', 7.5, boxWidth - 12), x + 6, w.y + 32, {
      font: 'regular',
      size: 7.5,
      color: COLORS.muted,
      align: 'center',
      width: boxWidth - 12,
    });
  });
  w.y += 54 + 18;
}

function globalLevel(w: PdfWriter, ctx: PdfContext): void {
  const { global, evaluatedCount } = ctx.version.summary;
  const { left, width } = w.frame;
  const badge = levelBadge(global);
  const height = 64;
  w.ensureSpace(height + 10);
  w.rect(left, w.y, width, height, COLORS.primaryLight, 4);
  w.rect(left + 16, w.y + 12, 96, 40, badge.colors.fill, 4);
  w.drawLine(badge.badge, left + 16, w.y + (badge.sub ? 16 : 25), {
    font: 'bold',
    size: badge.sub ? 15 : 10,
    color: badge.colors.text,
    align: 'center',
    width: 96,
  });
  if (badge.sub)
    w.drawLine(badge.sub, left + 16, w.y + 36, {
      font: 'cond',
      size: 8,
      color: badge.colors.text,
      align: 'center',
      width: 96,
    });
  w.drawLine('Niveau de risque global', left + 130, w.y + 14, {
    font: 'bold',
    size: 12,
    color: COLORS.primary,
  });
  const explanation =
    global.status === null
      ? "Certains risques ne sont pas évalués : le niveau global n'est pas calculé."
      : `Moyenne des ${plural(evaluatedCount, 'risque évalué', 'risques évalués')} du document : ${global.label}.`;
  w.drawLines(w.wrap(explanation, 'regular', 9, width - 146), left + 130, w.y + 33, {
    font: 'regular',
    size: 9,
    color: COLORS.ink,
    leading: 1.35,
  });
  w.y += height + 18;
}

function bandChart(w: PdfWriter, ctx: PdfContext): void {
  const { summary } = ctx.version;
  const { counts } = summary;
  const keys = BAR_KEYS.filter((key) => key !== 'NONE' || counts.NONE > 0);
  const rowHeight = 22;
  subheading(w, 'Répartition des risques par niveau', { keep: rowHeight * keys.length });
  const { left, width } = w.frame;
  const labelWidth = 120;
  const barMax = width - labelWidth - 90;
  const max = Math.max(1, ...keys.map((k) => counts[k]));
  for (const key of keys) {
    const y = w.y;
    const band = bandOf(summary, key);
    w.drawLine(band.longBand, left, y + 4, {
      font: 'regular',
      size: 9,
      color: COLORS.ink,
    });
    w.rect(left + labelWidth, y + 2, barMax, 14, COLORS.zebra, 2);
    const length = (counts[key] / max) * barMax;
    if (length > 0)
      w.rect(
        left + labelWidth,
        y + 2,
        Math.max(length, 3),
        14,
        bandOf(summary, key).colors.fill,
        2,
      );
    w.drawLine(`${band.count}  (${band.share})`, left + labelWidth + barMax + 10, y + 4, {
      font: 'bold',
      size: 9,
      color: COLORS.ink,
    });
    w.y += rowHeight;
  }
  w.y += 10;
}

function unitTable(w: PdfWriter, ctx: PdfContext): void {
  subheading(w, 'Niveau de risque par unité de travail', { keep: 60 });
  const { summary } = ctx.version;
  if (summary.units.length === 0) {
    paragraph(w, "Aucune unité de travail n'est définie.", { ...BODY, font: 'italic' });
    return;
  }
  const table = new Table(w, [
    { header: 'Unité de travail', flex: 1 },
    { header: 'Risques', width: 50, align: 'center' },
    { header: 'Répartition par niveau', width: 150 },
    { header: 'Niveau moyen', width: 74, align: 'center' },
  ]);
  for (const unit of summary.units) {
    table.row([
      { text: unit.name, font: 'condBold' },
      String(unit.risqueCount),
      {
        height: 9,
        draw: (x, y, width) => stackedBar(w, summary, unit.counts, x, y + 1, width, 8),
      },
      levelBadge(unit.level),
    ]);
  }
  table.end();
  w.y += 8;
  const legend = BAR_KEYS.map((key) => bandOf(summary, key).longBand).join(' · ');
  paragraph(w, `Répartition, de gauche à droite : ${legend}.`, {
    ...BODY,
    size: SIZES.small,
    color: COLORS.muted,
  });
}

export const SUMMARY_SECTION = { id: 'summary', title: "3. Synthèse de l'évaluation" } as const;

/** Part 3: global level, key figures, count per band, levels per unit. */
export function renderSummary(w: PdfWriter, ctx: PdfContext): void {
  startSection(w, ctx, SUMMARY_SECTION.id, SUMMARY_SECTION.title, 'portrait');
  globalLevel(w, ctx);
  keyFigures(w, ctx);
  bandChart(w, ctx);
  unitTable(w, ctx);
  if (ctx.notesOverflow) {
    subheading(w, 'Notes de version', { keep: 30 });
    paragraph(w, ctx.input.notesDeVersion.trim(), BODY);
  }
}
