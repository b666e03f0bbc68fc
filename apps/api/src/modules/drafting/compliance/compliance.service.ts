import { checkCompliance, type ComplianceReport } from '@duerp/domain/compliance';
import type { Deps } from '../../../lib/deps.js';
import { documentStore } from '../../documents/document-store/index.js';
import { listVersions } from '../../publishing/versions/index.js';

/**
 * The findings of « Prêt pour un contrôle ? » for a document, from its draft and its versions with
 * their consultation records: computed on each request, nothing stored.
 */
export async function documentCompliance(
  deps: Deps,
  espaceId: string,
  id: string,
  now = new Date(),
): Promise<ComplianceReport> {
  const row = await documentStore.require(deps.db, espaceId, id);
  const versions = await listVersions(deps, espaceId, id);
  return checkCompliance({ duerpId: id, data: row.data, versions, now });
}
