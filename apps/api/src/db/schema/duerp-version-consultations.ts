import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AvisCse } from '@duerp/domain/living-document';
import { duerpVersions } from './duerp-versions.js';

/**
 * The CSE / SPST consultation record of a version: about the version, not part of it, so it is
 * editable after generation while the version's snapshot and hash stay as they were.
 */
export const duerpVersionConsultations = pgTable('duerp_version_consultations', {
  versionId: uuid('version_id')
    .primaryKey()
    .references(() => duerpVersions.id, { onDelete: 'cascade' }),
  /** Calendar days, YYYY-MM-DD. */
  dateConsultationCse: text('date_consultation_cse'),
  avisCse: text('avis_cse').$type<AvisCse>(),
  commentaires: text('commentaires').notNull().default(''),
  dateEnvoiSpst: text('date_envoi_spst'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
