/**
 * « Télécharger toutes mes données »: the streamed ZIP of everything an espace holds (data, the
 * PDF of each version, photos, invoices).
 */
export { archiveRoutes } from './archive.routes.js';
