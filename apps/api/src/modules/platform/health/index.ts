/** The health check of the API and its database (/api/health). */
import type { ApiModule } from '../../../lib/api-module.js';
import { healthRoutes } from './health.routes.js';

export const healthModule: ApiModule = {
  routes: [healthRoutes],
};
