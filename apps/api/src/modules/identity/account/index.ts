/**
 * The signed-in person's account (« Mon compte »): its information, signing out, the reset mail,
 * and the facts (VIP, paid periods) that decide each document's rights.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { accountRoutes } from './account.routes.js';
export { loadAccount, maxNumberOfDuerps } from './account.service.js';
export {
  accessFacts,
  hasFullAccessToVersionOf,
  loadAccessContext,
  type AccessContext,
} from './document-access.js';

export const accountModule: ApiModule = {
  routes: [accountRoutes],
};
