/**
 * The draft of a DUERP and its routes: create, read, duplicate and delete a document, and write
 * its company, units, risks, actions and assessments.
 */
export { duerpRoutes } from './duerp.routes.js';
export { riskRoutes } from './risk.routes.js';
export { unitAssessmentRoutes } from './unit-assessment.routes.js';
export { rpsRoutes } from './rps.routes.js';
export { documentSerializerCompiler } from './document-json.js';
export { mutateDocument, type WriteOptions } from './duerp-writes.service.js';
export { upsertAction } from './risk-writes.service.js';
export { getDuerp, loadDocumentResponse } from './duerp.service.js';
export { expectedRevision } from './if-match.js';
export { writtenBy, writtenIfMatch } from './write-options.js';
export { documentWriteRoute, rereadDocument } from './document-write-route.js';
