import { z } from 'zod';
import { ClientIdSchema, UuidSchema } from '../duerp/schemas.js';
import { calendarDate, optionalCalendarDate } from '../calendar/calendar-date.js';
import { freeText } from '../validation/free-text.js';
import { requiredLine, requiredText } from '../validation/required.js';
import {
  ATTACHMENT_MIME_TYPES,
  CHEMICAL_NAME_MAX,
  CHEMICAL_SHORT_MAX,
  CHEMICAL_TEXT_MAX,
  FREQUENCES,
  PISTES,
  PRODUCT_CODES_MAX,
  PRODUCT_UNITS_MAX,
  PRODUCT_USERS_MAX,
  RESULTATS,
} from './constants.js';
import { PICTOGRAM_CODES, normalizeHazardCode } from './hazard-codes.js';
import { CHEMICAL_MESSAGES as M } from './messages.js';

const pastDay = calendarDate({ invalid: M.dateInvalid, future: M.dateFuture });
const optionalPastDay = optionalCalendarDate({ invalid: M.dateInvalid, future: M.dateFuture });
const optionalLine = (max: number) =>
  freeText().trim().max(max, `Ce champ ne peut pas dépasser ${max} caractères`).default('');

/** Unique values, in the order given (a code chosen twice is kept once). */
const unique = <T>(values: T[]) => [...new Set(values)];

/** A hazard statement code, stored as the CLP writes it (`h350I` → `H350i`). */
export const HazardCodeSchema = z
  .string({ error: M.hazardCodeInvalid('?') })
  .max(20, M.hazardCodeInvalid('?'))
  .transform((value, ctx) => {
    const code = normalizeHazardCode(value);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: M.hazardCodeInvalid(value.slice(0, 20)) });
      return z.NEVER;
    }
    return code;
  });

export const ProductUnitLinkSchema = z.strictObject({
  idDuerp: UuidSchema,
  idUniteDeTravail: ClientIdSchema,
});
export type ProductUnitLink = z.infer<typeof ProductUnitLinkSchema>;

/** A product as it is created or replaced (PUT): everything the form holds but the sheet's file. */
export const ProductBodySchema = z.strictObject({
  nomCommercial: requiredLine(M.nomRequired, CHEMICAL_NAME_MAX),
  fournisseur: optionalLine(CHEMICAL_NAME_MAX),
  usage: optionalLine(CHEMICAL_TEXT_MAX),
  /** As the firm counts it: « 5 L par mois », « 2 bidons de 20 L ». */
  quantite: optionalLine(CHEMICAL_SHORT_MAX),
  frequence: z.enum(FREQUENCES, { error: M.frequenceInvalid }).nullable().default(null),
  unitesDeTravail: z
    .array(ProductUnitLinkSchema)
    .max(PRODUCT_UNITS_MAX, M.tooMany(PRODUCT_UNITS_MAX, 'unités de travail'))
    .default([]),
  /** The people who use it, optional: names as the firm writes them. */
  utilisateurs: z
    .array(requiredLine(M.travailleurRequired, CHEMICAL_SHORT_MAX))
    .max(PRODUCT_USERS_MAX, M.tooMany(PRODUCT_USERS_MAX, 'utilisateurs'))
    .default([]),
  pictogrammes: z
    .array(z.enum(PICTOGRAM_CODES, { error: M.pictogramInvalid }))
    .max(PICTOGRAM_CODES.length, M.pictogramInvalid)
    .default([])
    .transform(unique),
  mentionsDanger: z
    .array(HazardCodeSchema)
    .max(PRODUCT_CODES_MAX, M.tooMany(PRODUCT_CODES_MAX, 'mentions de danger'))
    .default([])
    .transform(unique),
  fdsDateRevision: optionalPastDay.default(null),
});
export type ProductBody = z.infer<typeof ProductBodySchema>;

export const SubstitutionBodySchema = z.strictObject({
  date: pastDay,
  piste: z.enum(PISTES, { error: M.pisteInvalid }),
  /** What was tried or asked, of whom. */
  demarche: requiredText(M.demarcheRequired, CHEMICAL_TEXT_MAX),
  resultat: z.enum(RESULTATS, { error: M.resultatInvalid }),
  commentaire: optionalLine(CHEMICAL_TEXT_MAX),
});
export type SubstitutionBody = z.infer<typeof SubstitutionBodySchema>;

/** One worker who may be exposed to a CMR product (R4412-93-1): who, how, how long, how much. */
export const ExposureBodySchema = z
  .strictObject({
    travailleur: requiredLine(M.travailleurRequired, CHEMICAL_SHORT_MAX),
    poste: optionalLine(CHEMICAL_SHORT_MAX),
    nature: requiredText(M.natureRequired, CHEMICAL_TEXT_MAX),
    duree: requiredLine(M.dureeRequired, CHEMICAL_SHORT_MAX),
    degre: requiredLine(M.degreRequired, CHEMICAL_SHORT_MAX),
    dateDebut: optionalPastDay.default(null),
    dateFin: optionalPastDay.default(null),
  })
  .refine((b) => !b.dateDebut || !b.dateFin || b.dateFin >= b.dateDebut, {
    message: M.dateFinBeforeDebut,
    path: ['dateFin'],
  });
export type ExposureBody = z.infer<typeof ExposureBodySchema>;

export const SpstSendingBodySchema = z.strictObject({
  dateEnvoi: pastDay,
  destinataire: requiredLine(M.destinataireRequired, CHEMICAL_NAME_MAX),
  commentaire: optionalLine(CHEMICAL_TEXT_MAX),
});
export type SpstSendingBody = z.infer<typeof SpstSendingBodySchema>;

export const ProductParamsSchema = z.strictObject({ productId: UuidSchema });
export const SubstitutionParamsSchema = ProductParamsSchema.extend({ entryId: UuidSchema });
export const AttachmentParamsSchema = SubstitutionParamsSchema.extend({ attachmentId: UuidSchema });
export const ExposureParamsSchema = ProductParamsSchema.extend({ entryId: UuidSchema });

/** `?nom=` the attachment's file name, shown in the log (the bytes are the body). */
export const AttachmentUploadQuerySchema = z.strictObject({
  nom: requiredLine(M.fileNameInvalid, CHEMICAL_NAME_MAX),
});

export const AttachmentMimeTypeSchema = z.enum(ATTACHMENT_MIME_TYPES);
