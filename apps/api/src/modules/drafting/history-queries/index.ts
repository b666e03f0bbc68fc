/** Read-only: a document's changes, with their author's address and name. */
export { countChanges, findChange, listChanges } from './history-queries.repository.js';
