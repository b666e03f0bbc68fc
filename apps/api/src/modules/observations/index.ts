/**
 * The observations module owns what the people who open a share link report without an account,
 * and its moderation (« À traiter ») into risks, actions or update events.
 */
export { observationRoutes, publicObservationRoutes } from './observations.routes.js';
export { listObservationsOf } from './observations.repository.js';
export { toObservation } from './observations.service.js';
