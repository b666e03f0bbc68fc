/** The documents module's public surface: the one store of live documents. */
export { dataJsonParts } from './document-cache.js';
export {
  documentStore,
  editUnit,
  type Actor,
  type DocumentChange,
  type StoredDocument,
} from './document-store.js';
