/** « Dossier pour un contrôle »: the inspection pack of a document, one PDF and a ZIP of originals. */
import type { ApiModule } from '../../../lib/api-module.js';
import { inspectionPackRoutes } from './pack.routes.js';
export { packSpstSendings, type SpstSending } from './spst-sendings.js';

export const inspectionPackModule: ApiModule = {
  routes: [inspectionPackRoutes],
};
