import {
  ASSESSMENT_MESSAGES,
  expositionsDifferenciees,
  PENIBILITE_TEXTS,
  reratedSince,
} from '@duerp/domain/duerp';
import { formatDateLong } from '@duerp/domain/calendar';
import {
  formatProportion,
  hasPenibiliteData,
  penibiliteAnnex,
  proportionBasisText,
} from '@duerp/domain/penibilite';
import { presentLevel } from '@duerp/domain/presentation';
import { PDF_EDITIONS, type PdfContext } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table } from '../pdf-table.js';
import { COLORS, SIZES } from '../pdf-theme.js';
import { BODY, levelBadge, paragraph, startSection, subheading } from './common.js';

export const ASSESSMENT_SECTION = {
  id: 'complements',
  title: "Compléments de l'évaluation",
} as const;
export const PENIBILITE_SECTION_ID = 'annexe-penibilite';

const SMALL = {
  font: 'regular' as const,
  size: SIZES.small,
  color: COLORS.muted,
  leading: 1.35,
  align: 'left' as const,
  gapAfter: 8,
};

/** Whether part 6 has anything to show: an old document has neither, and prints as before. */
export function hasAssessmentSection(ctx: Pick<PdfContext, 'data' | 'input'>): boolean {
  return (
    reratedSince(ctx.data, ctx.input.previousVersionTime ?? null).length > 0 ||
    expositionsDifferenciees(ctx.data).length > 0
  );
}

function renderRerated(w: PdfWriter, ctx: PdfContext): void {
  const rerated = reratedSince(ctx.data, ctx.input.previousVersionTime ?? null);
  if (rerated.length === 0) return;
  subheading(w, 'Risques réévalués depuis la version précédente');
  paragraph(
    w,
    "Niveau de chaque risque avant et après sa réévaluation, faite à la suite d'une action de prévention terminée.",
    SMALL,
  );
  const table = new Table(w, [
    { header: 'Unité de travail', flex: 0.8 },
    { header: 'Risque', flex: 1.4 },
    { header: 'Réévalué le', width: 90 },
    { header: 'Niveau avant', width: 62 },
    { header: 'Niveau après', width: 62 },
  ]);
  for (const { unite, risque, before } of rerated) {
    table.row([
      unite.displayName,
      { text: risque.displayName, font: 'condBold' },
      formatDateLong(before.date),
      levelBadge(presentLevel(before.niveauDeRisqueValue, before.niveauDeRisqueStatus)),
      levelBadge(presentLevel(risque.niveauDeRisqueValue, risque.niveauDeRisqueStatus)),
    ]);
  }
  table.end();
  w.y += 8;
}

function renderDifferentiated(w: PdfWriter, ctx: PdfContext): void {
  const flagged = expositionsDifferenciees(ctx.data);
  if (flagged.length === 0) return;
  subheading(w, 'Exposition différenciée femmes / hommes (article L4121-3)');
  paragraph(w, ASSESSMENT_MESSAGES.expositionDifferencieeHelp, SMALL);
  const table = new Table(w, [
    { header: 'Unité de travail', flex: 0.8 },
    { header: 'Risque', flex: 1.2 },
    { header: 'Exposition différenciée femmes / hommes', flex: 1.6 },
  ]);
  for (const { unite, risque } of flagged) {
    table.row([
      unite.displayName,
      { text: risque.displayName, font: 'condBold' },
      risque.expositionDifferencieeNote ?? '',
    ]);
  }
  table.end();
}

/** Part 6 (issue 16): risks re-rated since the previous version, sex-differentiated exposure. */
export function renderAssessment(w: PdfWriter, ctx: PdfContext): void {
  const title = ctx.partTitles.assessment;
  if (!title) return;
  startSection(w, ctx, ASSESSMENT_SECTION.id, title, 'portrait');
  renderRerated(w, ctx);
  renderDifferentiated(w, ctx);
}

/**
 * R4121-1-1 asks for the annex in every DUERP: versions from edition 3 on always print it; older
 * ones only when their snapshot has pénibilité data, as they always did.
 */
export function hasPenibiliteAnnex(ctx: Pick<PdfContext, 'data' | 'input'>): boolean {
  return ctx.input.pdfEdition >= PDF_EDITIONS.withPenibiliteAnnex || hasPenibiliteData(ctx.data);
}

/** An older edition's wording, kept so that its versions keep their bytes. */
const NONE_DECLARED_BEFORE_EDITION_3 = `Facteurs de risques professionnels : ${PENIBILITE_TEXTS.none}.`;

/**
 * The R4121-1-1 annex: per factor of L4161-1, the units, the workers exposed and their share of
 * the headcount, or a sentence saying none is declared.
 */
export function renderPenibiliteAnnex(w: PdfWriter, ctx: PdfContext): void {
  if (!hasPenibiliteAnnex(ctx)) return;
  startSection(w, ctx, PENIBILITE_SECTION_ID, PENIBILITE_TEXTS.annexTitle, 'portrait');
  paragraph(w, PENIBILITE_TEXTS.intro, { ...BODY, size: SIZES.body - 0.5, gapAfter: 6 });
  paragraph(w, proportionBasisText(ctx.entreprise).replace(/\u202f/g, ' '), SMALL);
  const rows = penibiliteAnnex(ctx.data);
  if (rows.length === 0) {
    const none =
      ctx.input.pdfEdition >= PDF_EDITIONS.withPenibiliteAnnex
        ? PENIBILITE_TEXTS.noneDeclared
        : NONE_DECLARED_BEFORE_EDITION_3;
    paragraph(w, none, { ...BODY, font: 'italic' });
    return;
  }
  const table = new Table(w, [
    { header: 'Facteur (article L4161-1)', flex: 1 },
    { header: 'Unités concernées et situations', flex: 1.6 },
    { header: 'Travailleurs exposés', width: 64, align: 'right' },
    { header: "Proportion de l'effectif", width: 70, align: 'right' },
  ]);
  for (const row of rows) {
    table.row([
      { text: row.facteur.displayName, font: 'condBold' },
      row.unites
        .map(
          (u) =>
            `${u.displayName} : ${u.nombreExposes}${u.situations.trim() ? ` (${u.situations.trim()})` : ''}`,
        )
        .join('\n'),
      { text: String(row.nombreExposes), align: 'right' },
      { text: formatProportion(row.proportion), align: 'right' },
    ]);
  }
  table.end();
}
