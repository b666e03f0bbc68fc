import { integer, json, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { UniteDeTravail } from '@duerp/domain/duerp';
import { duerpDocuments } from './duerp-documents.js';

/**
 * One work unit of a live document, with its categories, risks and actions. `json` is stored as
 * text, uncompressed (see the migrations): it is read and rewritten whole, never queried inside.
 */
export const duerpUnites = pgTable(
  'duerp_unites',
  {
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
    idUniteDeTravail: text('id_unite_de_travail').notNull(),
    position: integer('position').notNull(),
    data: json('data').$type<UniteDeTravail>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.duerpDocumentId, t.idUniteDeTravail] })],
);
