export * from './document-writes.js';
export type { WriteContext } from './write-context.js';
export { DocumentWriteError, REFUSAL_STATUS, type DocumentWriteRefusal } from './write-error.js';
