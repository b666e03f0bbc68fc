/** The espace's SPST and the sendings of each version to it (issue 42). */
import type { ApiModule } from '../../../lib/api-module.js';
import { spstRoutes } from './spst.routes.js';
export { listSpstSendings, spstSendingsUpTo } from './spst.service.js';

export const spstModule: ApiModule = {
  routes: [spstRoutes],
};
