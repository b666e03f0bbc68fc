/** The living document: consultations, update events, overdue actions and the yearly update due. */
export { ConsultationDialog } from './consultation-dialog';
export { ConsultationSummary } from './consultation-summary';
export { LivingDocumentPanel } from './living-document-panel';
