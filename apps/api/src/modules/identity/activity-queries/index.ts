/**
 * Read-only: the journal d'activité of an espace, each entry with its author and its DUERP's name
 * and version number.
 */
export { readActivity } from './activity-journal.js';
