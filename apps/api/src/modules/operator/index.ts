/** The operator module's public surface: what other modules may import. */
export { publicInfoRoutes } from './public-info.routes.js';
export { getOperatorIdentity, operatorStartupWarning } from './operator.service.js';
export { operatorCommand } from './operator.admin.js';
