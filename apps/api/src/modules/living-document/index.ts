/** The living-document module's public surface: what other modules may import. */
export { livingDocumentRoutes } from './living-document.routes.js';
export { signalerEvenement } from './events.service.js';
