/**
 * The PDF of a DUERP version: its sections, its house style, the cache and the worker threads that
 * render it; pdfkit stays behind engine/.
 */

// The engine (pdfkit stays behind it: see engine/README.md) and the house style.
import type { ApiModule } from '../../../lib/api-module.js';
import { closePdfPool } from './pdf-pool.js';
export { prewarmPdfPool } from './pdf-pool.js';
export { FlowWriter, PdfWriter } from './engine/index.js';
export { COLORS, PAGE } from './pdf-theme.js';
export { drawQrCode } from './pdf-qr-code.js';
export { BODY, list, paragraph } from './sections/common.js';

// The DUERP PDF: rendering, its cache and worker threads (also used by the DOCX export's pool).
export { renderCachedPdf } from './pdf-cache.js';
export { PDF_EDITIONS } from './pdf-context.js';

// The document's titles and fixed texts, shared with the DOCX export and the access notice.
export {
  ACTIONS_LIST_TITLE,
  DOCUMENT_TITLE,
  PAPRIPACT_TITLE,
  type VersionInput,
} from './pdf-context.js';
export { METHOD_SECTION, METHOD_TEXTS } from './sections/method.js';
export { CONSULTATION_RECIPIENTS } from './sections/regulatory.js';
export { REGULATORY_BLOCKS, REGULATORY_SECTION } from './sections/regulatory-content.js';
export { SUMMARY_SECTION } from './sections/summary.js';

// The "Annexe photographique": its photos as the workers receive them, their labels.
export {
  annexPhotoLabels,
  PHOTO_ANNEX_TITLE,
  PHOTOS_PER_PAGE,
  transferablePhotos,
  type AnnexPhoto,
} from './photo-annex.js';
export { renderExtractPdf } from './render-extract-pdf.js';

export const pdfModule: ApiModule = {
  onClose: closePdfPool,
};
