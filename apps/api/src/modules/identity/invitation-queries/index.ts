/** Read-only: an invitation with its espace's name and who sent it. */
export { findInvitationByHash } from './invitation-queries.repository.js';
