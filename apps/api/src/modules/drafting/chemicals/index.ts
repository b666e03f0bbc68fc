/**
 * The chemical products register of an espace (issue 44): products linked to the work units of
 * its DUERPs, their safety data sheets (read in a worker for H-code suggestions), the
 * substitution log of CMR products and the list of workers exposed to them; the register's
 * products per unit of a DUERP, its inventory in new versions, the Seirich hand-off.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { chemicalRoutes } from './chemicals.routes.js';
import { chemicalExposureRoutes } from './exposures.routes.js';
import { chemicalInventoryRoutes } from './inventory.routes.js';
import { chemicalSnapshotPart } from './inventory.service.js';
import { closeFdsTextPool } from './fds-text/fds-text-pool.js';
export { chemicalRoutes } from './chemicals.routes.js';
export { chemicalExposureRoutes } from './exposures.routes.js';
export { closeFdsTextPool } from './fds-text/fds-text-pool.js';
export { chemicalArchive } from './archive.service.js';

export const chemicalsModule: ApiModule = {
  routes: [chemicalRoutes, chemicalExposureRoutes, chemicalInventoryRoutes],
  snapshotParts: [chemicalSnapshotPart],
  onClose: closeFdsTextPool,
};
