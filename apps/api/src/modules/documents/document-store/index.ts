/**
 * The one store of live documents: reads through its cache, writes with their revision, and the
 * log of their changes.
 */
export { dataJsonParts } from './document-cache.js';
export {
  existingUnitKeys,
  lockLiveDocument,
  softDeleteDocumentsOfEspace,
  unitNamesOf,
} from './documents.repository.js';
export { onDocumentChanged, type DocumentChanged } from './document-events.js';
export {
  documentStore,
  editUnit,
  type Actor,
  type DocumentChange,
  type StoredDocument,
} from './document-store.js';
