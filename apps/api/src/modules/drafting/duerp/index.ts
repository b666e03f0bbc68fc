/**
 * The draft of a DUERP and its routes: create, read, duplicate and delete a document, and write
 * its company, units, risks, actions and assessments.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { duerpRoutes } from './duerp.routes.js';
import { riskRoutes } from './risk.routes.js';
import { unitAssessmentRoutes } from './unit-assessment.routes.js';
import { rpsRoutes } from './rps.routes.js';
export { documentSerializerCompiler } from './document-json.js';
export { mutateDocument, type WriteOptions } from './duerp-writes.service.js';
export { upsertAction } from './risk-writes.service.js';
export { getDuerp, loadDocumentResponse } from './duerp.service.js';
export { expectedRevision } from './if-match.js';
export { writtenBy, writtenIfMatch } from './write-options.js';
export { documentWriteRoute, rereadDocument } from './document-write-route.js';

export const duerpModule: ApiModule = {
  routes: [duerpRoutes, riskRoutes, unitAssessmentRoutes, rpsRoutes],
};
