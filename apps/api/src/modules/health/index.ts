/** The health check of the API and its database (/api/health). */
export { healthRoutes } from './health.routes.js';
