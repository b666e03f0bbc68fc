/** The espace's SPST and the sendings of each version to it (issue 42). */
export { spstRoutes } from './spst.routes.js';
export { listSpstSendings, spstSendingsUpTo } from './spst.service.js';
