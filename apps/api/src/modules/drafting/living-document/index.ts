/**
 * The living document: update events reported and withdrawn, and the consultation of the workers'
 * representatives on a version.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { livingDocumentRoutes } from './living-document.routes.js';
export { signalerEvenement } from './events.service.js';

export const livingDocumentModule: ApiModule = {
  routes: [livingDocumentRoutes],
};
