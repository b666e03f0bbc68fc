/**
 * The access notice of a document: the PDF posted for the workers that says where and how to read
 * their DUERP, with a share link's QR code.
 */
import type { ApiModule } from '../../../lib/api-module.js';
import { accessNoticeRoutes } from './access-notice.routes.js';

export const accessNoticeModule: ApiModule = {
  routes: [accessNoticeRoutes],
};
