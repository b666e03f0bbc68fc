/**
 * The immutable versions of a document: generating one, listing them, their snapshots,
 * fingerprints, photos and consultations.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { versionRoutes } from './versions.routes.js';
export { saveConsultation } from './consultation.service.js';
export {
  findVersionMetadata,
  findVersionSnapshotForRender,
  findVersionSnapshotJson,
  listVersionMetadata,
  listVersionSummaries,
  nextVersionNumber,
  toVersionSummary,
  type VersionSummaryRow,
} from './versions.repository.js';
export {
  listVersions,
  listVersionsOfDocuments,
  renderVersionPdf,
  requireVersionAccess,
} from './versions.service.js';
export {
  findVersionByCode,
  findVersionByPdfSha256,
  listVersionFingerprints,
  type VersionFingerprintRow,
} from './fingerprints.repository.js';

export const versionsModule: ApiModule = {
  routes: [versionRoutes],
};
