/** The sharing module's public surface: what other modules may import. */
export {
  publicSharePhotoRoutes,
  publicShareRoutes,
  shareLinkRoutes,
} from './share-links.routes.js';
export { resolveShareLink } from './share-links.service.js';
