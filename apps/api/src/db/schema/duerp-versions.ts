import {
  boolean,
  integer,
  json,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DisplayOptions, DuerpData } from '@duerp/domain/duerp';
import { bytea } from './bytea.js';
import { duerpDocuments } from './duerp-documents.js';

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
    /** `json` (kept as text): written once, read whole to render; never queried inside. */
    dataSnapshot: json('data_snapshot').$type<DuerpData>().notNull(),
    displayOptions: jsonb('display_options').$type<DisplayOptions>().notNull(),
    snapshotSha256: text('snapshot_sha256').notNull(),
    /**
     * The PDF layout the version was generated with, so that it prints the same forever while new
     * versions get new parts: 1 = before the version history part (every version generated
     * before migration 0010), 2 = with it, 3 = with the R4121-1-1 annex even when nothing is
     * entered (from migration 0012), 4 = with the SPST sendings in the history (issue 42), 5 = with the details of each measure of
     * the programme (issue 42). New rows take the column's default: PDF_EDITIONS in
     * modules/publishing/pdf/pdf-context.ts names them.
     */
    pdfEdition: smallint('pdf_edition').notNull().default(5),
    /** Printed on the full PDF's cover for /verifier; null for versions made before it existed. */
    verificationCode: text('verification_code').unique(),
    /**
     * The gzip of `data_snapshot`'s text, written with it (null for versions generated before
     * migration 0018): what a render reads, so that the API's thread never reads megabytes.
     */
    snapshotGzip: bytea('snapshot_gzip'),
    /** Chosen at generation: the full PDF and the DOCX end with the "Annexe photographique". */
    photoAnnex: boolean('photo_annex').notNull().default(false),
  },
  (t) => [uniqueIndex('duerp_versions_number_idx').on(t.duerpDocumentId, t.versionNumber)],
);
