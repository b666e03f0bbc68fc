/** « Dossier pour un contrôle »: the inspection pack of a document, one PDF and a ZIP of originals. */
export { inspectionPackRoutes } from './pack.routes.js';
export { sendingsFromConsultations, type SpstSending } from './spst-sendings.js';
