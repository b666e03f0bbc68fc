import { exportFileName, type ExportFormat } from '@duerp/domain/spreadsheet';
import type { Deps } from '../../../lib/deps.js';
import { notFound } from '../../../errors.js';
import { listVersionPhotosWithBytes } from '../../documents/photos/index.js';
import { findVersionSnapshotForRender, requireVersionAccess } from '../versions/index.js';
import type { ExportRenderJob } from './export-input.js';

/**
 * A version to export as XLSX or DOCX: the same rule as the full PDF (VIP or a paid period
 * covering the version's day; a demo access gets 403), with its immutable snapshot as stored (gzip
 * or text) and, for the DOCX of a version generated with the "Annexe photographique", its photos.
 */
export async function loadVersionExport(
  deps: Deps,
  espaceId: string,
  id: string,
  versionId: string,
  format: ExportFormat,
): Promise<{ job: ExportRenderJob; fileName: string; versionNumber: number }> {
  const version = await requireVersionAccess(deps, espaceId, id, versionId, 'full');
  const snapshot = await findVersionSnapshotForRender(deps.db, version.id);
  if (snapshot === null) throw notFound('Version introuvable.');
  return {
    job: {
      format,
      snapshot,
      displayOptions: version.displayOptions,
      versionNumber: version.versionNumber,
      creationTime: version.creationTime.toISOString(),
      notesDeVersion: version.notesDeVersion,
      snapshotSha256: version.snapshotSha256,
      ...(format === 'docx' && version.photoAnnex
        ? { photos: await listVersionPhotosWithBytes(deps.db, version.id) }
        : {}),
    },
    fileName: exportFileName(version.versionNumber, format),
    versionNumber: version.versionNumber,
  };
}
