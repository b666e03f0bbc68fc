/** Read-only: whether an espace holds versions or invoices that the law keeps. */
export { holdsKeptRecords } from './kept-records-queries.repository.js';
