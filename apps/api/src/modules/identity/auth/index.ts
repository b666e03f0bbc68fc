/**
 * Signing in: account creation, access tokens and sessions, delegate sign-in, password reset and
 * the allow-list of addresses.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { authRoutes } from './auth.routes.js';
export {
  deleteAccountRow,
  findAccountByEmail,
  findAccountById,
  findAccountName,
  type PersonNames,
  updateAccountDisplayName,
} from './auth.repository.js';
export {
  deleteAllowedEmail,
  insertAllowedEmail,
  listAllowedEmails,
} from './allow-list.repository.js';
export {
  insertAccountWithEspace,
  isAllowed,
  issueDelegateToken,
  sendResetLinkToAccount,
} from './auth.service.js';
export { authenticateAccessToken, closeSession } from './sessions.service.js';

export const authModule: ApiModule = {
  routes: [authRoutes],
};
