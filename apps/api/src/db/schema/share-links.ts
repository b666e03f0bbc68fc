import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { duerpDocuments } from './duerp-documents.js';

/** Read-only links to a document's full versions; only the token's SHA-256 is kept. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    allowEarlierVersions: boolean('allow_earlier_versions').notNull().default(false),
    /** Issue 29: the people who open it may send an observation (off for links made before). */
    allowObservations: boolean('allow_observations').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('share_links_document_idx').on(t.duerpDocumentId)],
);
