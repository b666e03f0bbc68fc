import { sql } from 'drizzle-orm';
import { boolean, index, integer, json, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DuerpData } from '@duerp/domain/duerp';
import { espaceId } from './columns.js';

export const duerpDocuments = pgTable(
  'duerp_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    displayName: text('display_name').notNull(),
    /**
     * The document without its work units (entreprise, options, global level): each unit is a
     * row of `duerp_unites`, so that a targeted write rewrites the one unit it touches.
     */
    data: json('data').$type<DuerpHead>().notNull(),
    /**
     * A fresh value on every data write, never reused even by a rolled-back transaction: what the
     * process-local document cache is keyed by (the revision alone could repeat after a rollback).
     */
    dataEtag: uuid('data_etag').notNull().defaultRandom(),
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
  (t) => [
    index('duerp_documents_espace_idx')
      .on(t.espaceId)
      .where(sql`deleted_at IS NULL`),
  ],
);

export type DuerpHead = Omit<DuerpData, 'unitesDeTravail'>;
