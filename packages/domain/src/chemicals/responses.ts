import { z } from 'zod';
import { FREQUENCES, PISTES, RESULTATS, ATTACHMENT_MIME_TYPES } from './constants.js';
import { PICTOGRAM_CODES } from './hazard-codes.js';
import { ProductUnitLinkSchema } from './schemas.js';

export const CmrClassSchema = z.enum(['avere', 'suspecte']).nullable();
export const FdsFlagSchema = z.enum(['manquante', 'sans-date', 'ancienne']).nullable();

export const FdsFileSchema = z.object({
  byteSize: z.number().int(),
  /** ISO 8601. */
  uploadedAt: z.string(),
});

/** A product as the API answers it, with what the rules derive from it. */
export const ProductSchema = z.object({
  id: z.string(),
  nomCommercial: z.string(),
  fournisseur: z.string(),
  usage: z.string(),
  quantite: z.string(),
  frequence: z.enum(FREQUENCES).nullable(),
  unitesDeTravail: z.array(ProductUnitLinkSchema),
  /** Names of the people who use it; empty for a caller who may not see names (Lecteur). */
  utilisateurs: z.array(z.string()),
  pictogrammes: z.array(z.enum(PICTOGRAM_CODES)),
  mentionsDanger: z.array(z.string()),
  fdsDateRevision: z.string().nullable(),
  fds: FdsFileSchema.nullable(),
  cmr: CmrClassSchema,
  substitutionCount: z.number().int(),
  flags: z.object({ fds: FdsFlagSchema, cmrSansSubstitution: z.boolean() }),
  creationTime: z.string(),
  updateTime: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.object({ produits: z.array(ProductSchema) });

/** The H-codes found in section 2 of an uploaded sheet: suggestions, never applied unasked. */
export const FdsUploadAnswerSchema = z.object({
  produit: ProductSchema,
  suggestions: z.object({
    /** Whether text could be read (false for a scanned sheet, or one the reader gave up on). */
    texteLu: z.boolean(),
    mentionsDanger: z.array(z.string()),
  }),
});

export const AttachmentSchema = z.object({
  id: z.string(),
  nom: z.string(),
  mimeType: z.enum(ATTACHMENT_MIME_TYPES),
  byteSize: z.number().int(),
  creationTime: z.string(),
});

export const SubstitutionSchema = z.object({
  id: z.string(),
  date: z.string(),
  piste: z.enum(PISTES),
  demarche: z.string(),
  resultat: z.enum(RESULTATS),
  commentaire: z.string(),
  piecesJointes: z.array(AttachmentSchema),
  creationTime: z.string(),
});
export const SubstitutionListSchema = z.object({ demarches: z.array(SubstitutionSchema) });

export const ExposureSchema = z.object({
  id: z.string(),
  idProduit: z.string(),
  travailleur: z.string(),
  poste: z.string(),
  nature: z.string(),
  duree: z.string(),
  degre: z.string(),
  dateDebut: z.string().nullable(),
  dateFin: z.string().nullable(),
  creationTime: z.string(),
  updateTime: z.string(),
});
export type Exposure = z.infer<typeof ExposureSchema>;

/** The same line without the person: what workers and the CSE may see (R4412-93-3). */
export const AnonymousExposureSchema = ExposureSchema.omit({ travailleur: true, poste: true });

export const CmrSpstSendingSchema = z.object({
  id: z.string(),
  dateEnvoi: z.string(),
  destinataire: z.string(),
  commentaire: z.string(),
  creationTime: z.string(),
});

const listProduct = z.object({
  id: z.string(),
  nomCommercial: z.string(),
  mentionsDanger: z.array(z.string()),
});

/** The nominative list, for Propriétaires and Éditeurs. */
export const ExposureListSchema = z.object({
  anonymisee: z.literal(false),
  produits: z.array(listProduct.extend({ expositions: z.array(ExposureSchema) })),
  envoisSpst: z.array(CmrSpstSendingSchema),
});
/** The anonymised list: per product, how many workers, and each exposure without who. */
export const AnonymousExposureListSchema = z.object({
  anonymisee: z.literal(true),
  produits: z.array(
    listProduct.extend({
      nombreTravailleurs: z.number().int(),
      expositions: z.array(AnonymousExposureSchema),
    }),
  ),
  envoisSpst: z.array(CmrSpstSendingSchema),
});
export type ExposureList = z.infer<typeof ExposureListSchema>;
export type AnonymousExposureList = z.infer<typeof AnonymousExposureListSchema>;
export const ExposureListAnswerSchema = z.discriminatedUnion('anonymisee', [
  ExposureListSchema,
  AnonymousExposureListSchema,
]);
