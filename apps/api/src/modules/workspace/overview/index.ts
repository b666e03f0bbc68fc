/** "Mes espaces": the state of every espace of a person, what needs attention first. */
import type { ApiModule } from '../../../lib/api-module.js';
import { overviewRoutes } from './overview.routes.js';

export const overviewModule: ApiModule = {
  routes: [overviewRoutes],
};
