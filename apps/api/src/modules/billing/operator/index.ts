/**
 * The operator's identity (who publishes the service, shown in the legal pages) and the public
 * prices.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { publicInfoRoutes } from './public-info.routes.js';
import { operatorStartupWarning } from './operator.service.js';
export { getOperatorIdentity } from './operator.service.js';
export { operatorCommand } from './operator.admin.js';

export const operatorModule: ApiModule = {
  routes: [publicInfoRoutes],
  startupWarning: operatorStartupWarning,
};
