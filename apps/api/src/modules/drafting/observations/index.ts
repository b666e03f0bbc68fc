/**
 * The observations module owns what the people who open a share link report without an account,
 * and its moderation (« À traiter ») into risks, actions or update events.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { observationRoutes, publicObservationRoutes } from './observations.routes.js';
export { listObservationsOf } from '../observation-queries/index.js';
export { toObservation } from './observations.service.js';

export const observationsModule: ApiModule = {
  routes: [observationRoutes, publicObservationRoutes],
};
