/** The account module's public surface. */
export { loadAccount, maxNumberOfDuerps } from './account.service.js';
export {
  accessFacts,
  hasFullAccessToVersionOf,
  loadAccessContext,
  type AccessContext,
} from './document-access.js';
export { accountRoutes } from './account.routes.js';
