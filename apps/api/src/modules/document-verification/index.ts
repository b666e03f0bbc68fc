/** The verifier module's public surface: what other modules may import. */
export { verifierRoutes } from './verifier.routes.js';
