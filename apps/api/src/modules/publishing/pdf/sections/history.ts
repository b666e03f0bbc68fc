import {
  AVIS_CSE_LABELS,
  EVENEMENT_TYPE_LABELS,
  evenementsAnsweredBy,
} from '@duerp/domain/living-document';
import { formatDateLong } from '@duerp/domain/calendar';
import { spstSendingText } from '@duerp/domain/compliance';
import { reverseDemoText } from '@duerp/domain/document-view';
import type { PdfContext, VersionHistoryEntry } from '../pdf-context.js';
import type { PdfWriter } from '../engine/index.js';
import { Table } from '../pdf-table.js';
import { COLORS, SIZES } from '../pdf-theme.js';
import { BODY, paragraph, startSection, subheading } from './common.js';

export const HISTORY_SECTION = { id: 'historique', title: 'Historique des versions' };

function day(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateLong(`${value}T12:00:00Z`) : '–';
}

function consultationText(v: VersionHistoryEntry, demo: boolean): string {
  const parts: string[] = [];
  if (v.avisCse) parts.push(`Avis du CSE : ${AVIS_CSE_LABELS[v.avisCse]}`);
  if (v.dateConsultationCse) parts.push(`consulté le ${day(v.dateConsultationCse)}`);
  if (v.commentaires?.trim()) {
    parts.push(demo ? reverseDemoText(v.commentaires.trim()) : v.commentaires.trim());
  }
  return parts.length > 0 ? parts.join(' · ') : 'Non renseignée';
}

/** The events this version answers (R4121-2 2° and 3°), as the reasons for the update. */
function renderMotifs(w: PdfWriter, ctx: PdfContext): void {
  const evenements = evenementsAnsweredBy(ctx.data.evenementsDeMiseAJour, ctx.input.versionNumber);
  if (evenements.length === 0) return;
  subheading(w, 'Motifs de la mise à jour', { keep: 60 });
  const table = new Table(w, [
    { header: "Date de l'événement", width: 110 },
    { header: 'Type', width: 170 },
    { header: 'Description', flex: 1 },
  ]);
  for (const e of [...evenements].sort((a, b) => a.date.localeCompare(b.date))) {
    table.row([
      day(e.date),
      EVENEMENT_TYPE_LABELS[e.type],
      ctx.demo ? reverseDemoText(e.description) : e.description,
    ]);
  }
  table.end();
  w.y += 10;
}

/** The day a version was first recorded as sent, for the versions that print the sendings. */
function firstSending(ctx: PdfContext, versionNumber: number): string | null {
  return ctx.input.spstSendings?.find((s) => s.versionNumber === versionNumber)?.date ?? null;
}

/**
 * The sendings to the SPST recorded before this version (L4121-3-1 VI), with the hash of the
 * version sent and the e-mail's Message-ID: absent from versions printed before they existed.
 */
function renderSpstSendings(w: PdfWriter, ctx: PdfContext): void {
  const sendings = ctx.input.spstSendings;
  if (!sendings) return;
  w.y += 10;
  subheading(w, 'Envois au service de prévention et de santé au travail', { keep: 60 });
  if (sendings.length === 0) {
    paragraph(w, 'Aucun envoi enregistré avant cette version.', { ...BODY, color: COLORS.muted });
    return;
  }
  const table = new Table(w, [
    { header: 'Version', width: 50 },
    { header: 'Date', width: 90 },
    { header: 'Envoi', flex: 1 },
    { header: 'Empreinte SHA-256 de la version', flex: 1 },
  ]);
  for (const s of sendings) {
    const how = spstSendingText(s);
    table.row([
      String(s.versionNumber),
      day(s.date),
      ctx.demo ? reverseDemoText(how) : how,
      { text: s.versionSha256, color: COLORS.muted },
    ]);
  }
  table.end();
}

/**
 * Why this version was made and every version up to it, with the consultation of the CSE and the
 * sending to the occupational health service, so the document shows its own history. Absent from
 * versions generated before this part existed (their input has no history).
 */
export function renderHistory(w: PdfWriter, ctx: PdfContext): void {
  const title = ctx.partTitles.history;
  const history = ctx.input.history;
  if (!title || !history) return;
  startSection(w, ctx, HISTORY_SECTION.id, title, 'portrait');
  renderMotifs(w, ctx);
  subheading(w, 'Versions successives du document unique', { keep: 60 });
  const table = new Table(w, [
    { header: 'Version', width: 50 },
    { header: 'Date', width: 90 },
    { header: 'Notes de version', flex: 1 },
    { header: 'Consultation du CSE', flex: 1 },
    { header: 'Envoi au SPST', width: 80 },
  ]);
  for (const v of history) {
    const notes = v.notesDeVersion.trim();
    table.row([
      String(v.versionNumber),
      formatDateLong(v.creationTime),
      {
        text: notes ? (ctx.demo ? reverseDemoText(notes) : notes) : '–',
        color: notes ? COLORS.ink : COLORS.muted,
      },
      consultationText(v, ctx.demo),
      day(v.dateEnvoiSpst ?? firstSending(ctx, v.versionNumber)),
    ]);
  }
  table.end();
  renderSpstSendings(w, ctx);
  w.y += 8;
  paragraph(
    w,
    'SPST : service de prévention et de santé au travail. La consultation est enregistrée à part de la version : la modifier ne change ni le contenu de la version ni son empreinte.',
    { ...BODY, size: SIZES.small, color: COLORS.muted, align: 'left' },
  );
}
