/** The risk catalogue (@duerp/masterdata) served to the web, for the sector of a document. */
import type { ApiModule } from '../../../lib/api-module.js';
import { masterdataRoutes } from './masterdata.routes.js';

export const masterdataModule: ApiModule = {
  routes: [masterdataRoutes],
};
