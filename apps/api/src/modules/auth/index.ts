/** The auth module's public surface: what other modules may import. */
export { authRoutes } from './auth.routes.js';
export { deleteAccountRow, findAccountByEmail, findAccountById } from './auth.repository.js';
export { isAllowed, issueDelegateToken, sendResetLinkToAccount } from './auth.service.js';
export { authenticateAccessToken, closeSession } from './sessions.service.js';
