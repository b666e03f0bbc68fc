import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DisplayOptions, DuerpData } from '@duerp/domain';
import { accounts } from './accounts.js';

export const duerpDocuments = pgTable(
  'duerp_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    /**
     * The whole document, read and written as one piece: `json` (stored as text, stored
     * uncompressed — see the migration) costs half of `jsonb` for a 1,000-risk document.
     */
    data: json('data').$type<DuerpData>().notNull(),
    /** +1 on every write: the If-Match value of whole-list writes. */
    revision: integer('revision').notNull().default(1),
    hasBeenModifiedSinceLastGeneration: boolean('has_been_modified_since_last_generation')
      .notNull()
      .default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: versions stay (the law keeps them 40 years). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('duerp_documents_account_idx').on(t.accountId).where(sql`deleted_at IS NULL`)],
);

/** Immutable versions: never updated, never deleted with their document. */
export const duerpVersions = pgTable(
  'duerp_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'restrict' }),
    versionNumber: integer('version_number').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    notesDeVersion: text('notes_de_version').notNull().default(''),
    dataSnapshot: jsonb('data_snapshot').$type<DuerpData>().notNull(),
    displayOptions: jsonb('display_options').$type<DisplayOptions>().notNull(),
    snapshotSha256: text('snapshot_sha256').notNull(),
  },
  (t) => [uniqueIndex('duerp_versions_number_idx').on(t.duerpDocumentId, t.versionNumber)],
);
