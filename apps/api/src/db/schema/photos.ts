import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { PhotoMimeType } from '@duerp/domain/photos';
import { accounts } from './accounts.js';
import { createdAt, espaceId, ts } from './columns.js';
import { bytea } from './bytea.js';
import { duerpDocuments } from './duerp-documents.js';
import { duerpVersions } from './duerp-versions.js';

/**
 * Photos on a risk or an action of a document (issue 27): the image re-encoded without its
 * metadata, and a thumbnail. Never inside a JSON document nor a version's snapshot; a version
 * references the photos it had through `version_photos`, so that deleting one from the draft only
 * marks it (`deletion_time`) while a version holds it.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
    idUniteDeTravail: text('id_unite_de_travail').notNull(),
    idRisque: text('id_risque'),
    idAction: text('id_action'),
    legende: text('legende').notNull().default(''),
    mimeType: text('mime_type').$type<PhotoMimeType>().notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    creationTime: createdAt('creation_time'),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** Deleted from the draft; the row stays while a version references it. */
    deletionTime: ts('deletion_time'),
  },
  (t) => [
    check('photos_one_target', sql`(${t.idRisque} is null) <> (${t.idAction} is null)`),
    index('photos_document_idx').on(t.duerpDocumentId, t.creationTime),
    index('photos_espace_idx').on(t.espaceId),
  ],
);

/** The photos a version had when it was generated, in their order and with their captions then. */
export const versionPhotos = pgTable(
  'version_photos',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => duerpVersions.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id),
    position: integer('position').notNull(),
    /** The caption when the version was generated: a later edit in the draft does not reach it. */
    legende: text('legende').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.photoId] }),
    index('version_photos_photo_idx').on(t.photoId),
  ],
);
