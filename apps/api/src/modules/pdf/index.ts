/** The pdf module's public surface: what other modules may import. */
export { closePdfPool } from './pdf-pool.js';
export { type PoolRequest, type PoolResponse, WorkerPool } from './worker-pool.js';
export { riskSectionTitle } from './sections/risk-tables.js';
export { ACTIONS_LIST_TITLE, DOCUMENT_TITLE, PAPRIPACT_TITLE } from './pdf-context.js';
export { METHOD_SECTION, METHOD_TEXTS } from './sections/method.js';
export { REGULATORY_BLOCKS, REGULATORY_SECTION } from './sections/regulatory-content.js';
export { SUMMARY_SECTION } from './sections/summary.js';
export { PdfWriter } from './pdf-layout.js';
export { drawQrCode } from './pdf-qr-code.js';
export { COLORS } from './pdf-theme.js';
export { BODY, list, paragraph } from './sections/common.js';
export { CONSULTATION_RECIPIENTS } from './sections/regulatory.js';
export { renderCachedPdf } from './pdf-cache.js';
