/**
 * Share links of a document and what a reader sees by one (« /partage/:token »), without an
 * account.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import {
  publicSharePhotoRoutes,
  publicShareRoutes,
  shareLinkRoutes,
} from './share-links.routes.js';
export { resolveShareLink } from './share-links.service.js';

export const sharingModule: ApiModule = {
  routes: [shareLinkRoutes, publicShareRoutes, publicSharePhotoRoutes],
};
