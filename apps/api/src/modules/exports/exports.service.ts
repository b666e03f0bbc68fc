import { exportFileName, type DuerpData, type ExportFormat } from '@duerp/domain';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../errors.js';
import { findVersionSnapshotJson } from '../versions/versions.repository.js';
import { requireVersionAccess } from '../versions/versions.service.js';
import type { ExportInput } from './export-input.js';

/**
 * A version to export as XLSX or DOCX: the same rule as the full PDF (VIP or a paid period
 * covering the version's day; a demo access gets 403), read from its immutable snapshot.
 */
export async function loadVersionExport(
  deps: Deps,
  accountId: string,
  id: string,
  versionId: string,
  format: ExportFormat,
): Promise<{ input: ExportInput; fileName: string }> {
  const version = await requireVersionAccess(deps, accountId, id, versionId, 'full');
  const json = await findVersionSnapshotJson(deps.db, version.id);
  if (json === null) throw notFound('Version introuvable.');
  return {
    input: {
      snapshot: JSON.parse(json) as DuerpData,
      displayOptions: version.displayOptions,
      versionNumber: version.versionNumber,
      creationTime: version.creationTime.toISOString(),
      notesDeVersion: version.notesDeVersion,
      snapshotSha256: version.snapshotSha256,
    },
    fileName: exportFileName(version.versionNumber, format),
  };
}
