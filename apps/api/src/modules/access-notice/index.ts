/**
 * The access notice of a document: the PDF posted for the workers that says where and how to read
 * their DUERP, with a share link's QR code.
 */
export { accessNoticeRoutes } from './access-notice.routes.js';
