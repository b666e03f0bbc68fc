/**
 * The living document: update events reported and withdrawn, and the consultation of the workers'
 * representatives on a version.
 */
export { livingDocumentRoutes } from './living-document.routes.js';
export { signalerEvenement } from './events.service.js';
