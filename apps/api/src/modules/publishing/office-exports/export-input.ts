import { cleanFreeText } from '@duerp/domain/validation';
import { presentVersion, type VersionSnapshot } from '@duerp/domain/presentation';
import type { ExportFormat } from '@duerp/domain/spreadsheet';
import { storedSnapshotText, type StoredSnapshot } from '../../../lib/stored-snapshot.js';
import type { AnnexPhoto, VersionInput } from '../pdf/index.js';

/**
 * A version as the XLSX and DOCX writers read it: the PDF's input without its extras but the
 * photos of its "Annexe photographique" (DOCX only, when the version was generated with it).
 */
export type ExportInput = VersionInput & { photos?: AnnexPhoto[] };

/** What the export worker receives: the format, and the snapshot still as stored (gzip or text). */
export type ExportRenderJob = Omit<ExportInput, 'snapshot'> & {
  format: ExportFormat;
  snapshot: StoredSnapshot;
};

/**
 * The job's input, its texts cleaned as typed texts are: a version stored before the rule (or
 * written around it) may hold a control character, which XML forbids, and Word and Excel refuse
 * a file holding one. The stored bytes stay as they are; only the files written change.
 */
export function exportInput({
  snapshot: stored,
  format: _format,
  ...job
}: ExportRenderJob): ExportInput {
  const snapshot = JSON.parse(storedSnapshotText(stored), (_key, value: unknown) =>
    typeof value === 'string' ? cleanFreeText(value) : value,
  ) as VersionSnapshot;
  return { ...job, notesDeVersion: cleanFreeText(job.notesDeVersion), snapshot };
}

/** "#16a34a" → "FF16A34A", the ARGB exceljs and docx (without alpha) expect. */
export const argb = (hex: string) => `FF${hex.replace('#', '').toUpperCase()}`;
export const rgb = (hex: string) => hex.replace('#', '').toUpperCase();

/** What a version's file shows (names, dates, levels, counts), decided in the domain's presentation. */
export const presentExport = (input: ExportInput) =>
  presentVersion({ ...input, data: input.snapshot });
