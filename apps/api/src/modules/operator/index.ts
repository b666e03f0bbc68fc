/**
 * The operator's identity (who publishes the service, shown in the legal pages) and the public
 * prices.
 */
export { publicInfoRoutes } from './public-info.routes.js';
export { getOperatorIdentity, operatorStartupWarning } from './operator.service.js';
export { operatorCommand } from './operator.admin.js';
