/**
 * « Télécharger toutes mes données »: the streamed ZIP of everything an espace holds (data, the
 * PDF of each version, photos, invoices).
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { archiveRoutes } from './archive.routes.js';

export const accountArchiveModule: ApiModule = {
  routes: [archiveRoutes],
};
