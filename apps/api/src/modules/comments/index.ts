/** The comments module owns the members' comment threads on a document's risks and actions. */
export { commentRoutes } from './comments.routes.js';
export { listCommentsOfDocuments } from './comments.repository.js';
