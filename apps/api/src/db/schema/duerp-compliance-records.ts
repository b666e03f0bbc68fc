import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { duerpDocuments } from './duerp-documents.js';

/**
 * What a document records beside its data for « Prêt pour un contrôle ? »: when its access notice
 * was produced and posted (R4121-4), and why an update is spaced under 11 employees (L4121-3).
 */
export const duerpComplianceRecords = pgTable('duerp_compliance_records', {
  duerpDocumentId: uuid('duerp_document_id')
    .primaryKey()
    .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
  accessNoticeGeneratedAt: ts('access_notice_generated_at'),
  /** Calendar day, YYYY-MM-DD. */
  accessNoticePostedOn: text('access_notice_posted_on'),
  spacedUpdateReason: text('spaced_update_reason'),
  spacedUpdateReasonAt: ts('spaced_update_reason_at'),
});
