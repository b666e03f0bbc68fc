import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type {
  AttachmentMimeType,
  Frequence,
  PictogramCode,
  Piste,
  ProductUnitLink,
  Resultat,
} from '@duerp/domain/chemicals';
import { bytea } from './bytea.js';
import { createdAt, espaceId, ts } from './columns.js';

/**
 * The chemical products register of an espace (issue 44): a product, linked to work units of the
 * espace's DUERPs by their ids (a unit deleted from its DUERP is dropped from the answer, not from
 * here), with its safety data sheet's bytes kept beside it, never in a JSON.
 */
export const chemicalProducts = pgTable(
  'chemical_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    nomCommercial: text('nom_commercial').notNull(),
    fournisseur: text('fournisseur').notNull().default(''),
    usage: text('usage').notNull().default(''),
    quantite: text('quantite').notNull().default(''),
    frequence: text('frequence').$type<Frequence>(),
    unitesDeTravail: jsonb('unites_de_travail').$type<ProductUnitLink[]>().notNull(),
    utilisateurs: jsonb('utilisateurs').$type<string[]>().notNull(),
    pictogrammes: jsonb('pictogrammes').$type<PictogramCode[]>().notNull(),
    mentionsDanger: jsonb('mentions_danger').$type<string[]>().notNull(),
    /** YYYY-MM-DD. */
    fdsDateRevision: text('fds_date_revision'),
    fdsData: bytea('fds_data'),
    fdsByteSize: integer('fds_byte_size'),
    fdsUploadTime: ts('fds_upload_time'),
    creationTime: createdAt('creation_time'),
    updateTime: createdAt('update_time'),
  },
  (t) => [index('chemical_products_espace_idx').on(t.espaceId, t.creationTime)],
);

/** The substitution log of a product (R4412-66): what was tried or asked, and what came of it. */
export const chemicalSubstitutions = pgTable(
  'chemical_substitutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => chemicalProducts.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD. */
    date: text('date').notNull(),
    piste: text('piste').$type<Piste>().notNull(),
    demarche: text('demarche').notNull(),
    resultat: text('resultat').$type<Resultat>().notNull(),
    commentaire: text('commentaire').notNull().default(''),
    creationTime: createdAt('creation_time'),
  },
  (t) => [index('chemical_substitutions_product_idx').on(t.productId, t.date)],
);

/** A letter to a supplier, an answer, a test report: a file attached to a substitution entry. */
export const chemicalAttachments = pgTable(
  'chemical_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    substitutionId: uuid('substitution_id')
      .notNull()
      .references(() => chemicalSubstitutions.id, { onDelete: 'cascade' }),
    nom: text('nom').notNull(),
    mimeType: text('mime_type').$type<AttachmentMimeType>().notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
    creationTime: createdAt('creation_time'),
  },
  (t) => [index('chemical_attachments_substitution_idx').on(t.substitutionId)],
);

/** One line of the list of workers who may be exposed to a CMR product (R4412-93-1). */
export const chemicalExposures = pgTable(
  'chemical_exposures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => chemicalProducts.id),
    travailleur: text('travailleur').notNull(),
    poste: text('poste').notNull().default(''),
    nature: text('nature').notNull(),
    duree: text('duree').notNull(),
    degre: text('degre').notNull(),
    dateDebut: text('date_debut'),
    dateFin: text('date_fin'),
    creationTime: createdAt('creation_time'),
    updateTime: createdAt('update_time'),
  },
  (t) => [index('chemical_exposures_product_idx').on(t.productId)],
);

/** Each time the exposure list was sent to the occupational health service (SPST). */
export const chemicalSpstSendings = pgTable(
  'chemical_spst_sendings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    dateEnvoi: text('date_envoi').notNull(),
    destinataire: text('destinataire').notNull(),
    commentaire: text('commentaire').notNull().default(''),
    creationTime: createdAt('creation_time'),
  },
  (t) => [index('chemical_spst_sendings_espace_idx').on(t.espaceId, t.dateEnvoi)],
);
