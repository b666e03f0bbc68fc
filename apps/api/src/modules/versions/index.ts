/**
 * The immutable versions of a document: generating one, listing them, their snapshots,
 * fingerprints, photos and consultations.
 */
export { versionRoutes } from './versions.routes.js';
export { saveConsultation } from './consultation.service.js';
export {
  findVersionMetadata,
  findVersionSnapshotForRender,
  findVersionSnapshotJson,
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
export { findVersionByCode, findVersionByPdfSha256 } from './fingerprints.repository.js';
