/** The health module's public surface: what other modules may import. */
export { healthRoutes } from './health.routes.js';
