/**
 * The history of a document's changes (« Historique des modifications », issue 29) and restoring
 * one of them.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { historyRoutes } from './history.routes.js';

export const historyModule: ApiModule = {
  routes: [historyRoutes],
};
