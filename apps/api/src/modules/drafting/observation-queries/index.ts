/** Read-only: observations with the label of the share link they came by. */
export { listObservationsOf, listPendingObservations } from './observation-queries.repository.js';
