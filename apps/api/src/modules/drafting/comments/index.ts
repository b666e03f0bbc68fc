/** The comments module owns the members' comment threads on a document's risks and actions. */
import type { ApiModule } from '../../../lib/api-module.js';
import { commentRoutes } from './comments.routes.js';
export { listCommentsOfDocuments } from '../comment-queries/index.js';

export const commentsModule: ApiModule = {
  routes: [commentRoutes],
};
