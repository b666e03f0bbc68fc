import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { duerpDocuments } from './duerp-documents.js';
import { shareLinks } from './share-links.js';

export type ObservationStatut = 'a_traiter' | 'convertie' | 'archivee';
export type ObservationConversion = 'risque' | 'action' | 'evenement';

/**
 * What the people who open a share link report on a unit or a risk (issue 29), without an
 * account: never published, processed by the espace's Propriétaires and Éditeurs.
 */
export const duerpObservations = pgTable(
  'duerp_observations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    duerpDocumentId: uuid('duerp_document_id')
      .notNull()
      .references(() => duerpDocuments.id, { onDelete: 'cascade' }),
    /** The link it came through; null once the link's document row goes. */
    shareLinkId: uuid('share_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    idUniteDeTravail: text('id_unite_de_travail').notNull(),
    /** The unit's and the risk's names as the sender saw them (the shared version's). */
    uniteDisplayName: text('unite_display_name').notNull(),
    idRisque: text('id_risque'),
    risqueDisplayName: text('risque_display_name'),
    texte: text('texte').notNull(),
    prenom: text('prenom'),
    statut: text('statut').$type<ObservationStatut>().notNull().default('a_traiter'),
    conversion: text('conversion').$type<ObservationConversion>(),
    processedAt: ts('processed_at'),
    processedBy: uuid('processed_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('duerp_observations_document_idx').on(t.duerpDocumentId, t.statut),
    index('duerp_observations_processed_idx').on(t.processedAt),
  ],
);
