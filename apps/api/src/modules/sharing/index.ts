/**
 * Share links of a document and what a reader sees by one (« /partage/:token »), without an
 * account.
 */
export {
  publicSharePhotoRoutes,
  publicShareRoutes,
  shareLinkRoutes,
} from './share-links.routes.js';
export { resolveShareLink } from './share-links.service.js';
