/** The live module owns what an open document hears: its changes, who else is on it, and the bus that carries both between instances. */
import type { ApiModule } from '../../../lib/api-module.js';
import { liveRoutes } from './live.routes.js';
export { createLive, type Live } from './live.js';
export { MAX_STREAMS_PER_ACCOUNT } from './live.routes.js';

export const liveModule: ApiModule = {
  routes: [liveRoutes],
};
