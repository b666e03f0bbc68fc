/** Read-only: a share link with its document's espace, while the document exists. */
export { findShareLinkByHash } from './share-link-queries.repository.js';
