import { exportFileName, type DuerpData, type ExportFormat } from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../errors.js';
import { findVersionSnapshotJson, requireVersionAccess } from '../versions/index.js';
import type { DocxRenderJob, ExportInput } from './export-input.js';

/**
 * A version to export as XLSX or DOCX: the same rule as the full PDF (VIP or a paid period
 * covering the version's day; a demo access gets 403), with its immutable snapshot as stored text.
 */
export async function loadVersionExport(
  deps: Deps,
  espaceId: string,
  id: string,
  versionId: string,
  format: ExportFormat,
): Promise<{ job: DocxRenderJob; fileName: string }> {
  const version = await requireVersionAccess(deps, espaceId, id, versionId, 'full');
  const json = await findVersionSnapshotJson(deps.db, version.id);
  if (json === null) throw notFound('Version introuvable.');
  return {
    job: {
      snapshotJson: json,
      displayOptions: version.displayOptions,
      versionNumber: version.versionNumber,
      creationTime: version.creationTime.toISOString(),
      notesDeVersion: version.notesDeVersion,
      snapshotSha256: version.snapshotSha256,
    },
    fileName: exportFileName(version.versionNumber, format),
  };
}

/** The export's input with its snapshot parsed (the XLSX writer runs on the event loop). */
export function parseExportJob({ snapshotJson, ...job }: DocxRenderJob): ExportInput {
  return { ...job, snapshot: JSON.parse(snapshotJson) as DuerpData };
}
