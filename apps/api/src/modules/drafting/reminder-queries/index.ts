/**
 * Read-only: the people to remind about each live document (its espace's Propriétaires and
 * Éditeurs) with their address and the instant of its last version.
 */
export { listReminderCandidates } from './reminder-queries.repository.js';
