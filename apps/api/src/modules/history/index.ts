/** The history module's public surface (issue 29, "Historique des modifications"). */
export { historyRoutes } from './history.routes.js';
