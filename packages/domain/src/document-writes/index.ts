export * from './document-writes.js';
export type { WriteContext } from './write-context.js';
export { DocumentWriteError, type DocumentWriteRefusal } from './write-error.js';
