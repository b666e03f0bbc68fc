/**
 * The history of a document's changes (« Historique des modifications », issue 29) and restoring
 * one of them.
 */
export { historyRoutes } from './history.routes.js';
