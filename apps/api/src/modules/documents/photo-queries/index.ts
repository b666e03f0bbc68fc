/** Read-only: the bytes of an espace's live photos, and the versions holding each photo. */
export { liveBytesOfEspace, listVersionNumbersOfPhotos } from './photo-queries.repository.js';
