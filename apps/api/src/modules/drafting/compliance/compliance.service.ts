import { checkCompliance, type ComplianceReport } from '@duerp/domain/compliance';
import type { Deps } from '../../../lib/deps.js';
import { documentStore } from '../../documents/document-store/index.js';
import { listVersions } from '../../publishing/versions/index.js';
import { listSpstSendings } from '../../publishing/spst/index.js';
import { readComplianceRecords } from './records.service.js';

/**
 * The findings of « Prêt pour un contrôle ? » for a document, from its draft and its versions with
 * their consultation records, SPST sendings and records: computed on each request, nothing stored.
 */
export async function documentCompliance(
  deps: Deps,
  espaceId: string,
  id: string,
  now = new Date(),
): Promise<ComplianceReport> {
  const row = await documentStore.require(deps.db, espaceId, id);
  const [versions, spstSendings, records] = await Promise.all([
    listVersions(deps, espaceId, id),
    listSpstSendings(deps, espaceId, id),
    readComplianceRecords(deps.db, id),
  ]);
  return checkCompliance({ duerpId: id, data: row.data, versions, spstSendings, records, now });
}
