import { z } from 'zod';
import { calendarDate } from '../calendar/calendar-date.js';
import { freeText } from '../validation/free-text.js';
import { ClientIdSchema, requiredText } from './schemas.js';
import { MesuresChoisiesSchema } from './mesures.js';
import { ACTION_STATUTS, EDITOR_MESSAGES } from './editor-messages.js';

const optionalText = (max: number) => freeText().max(max).default('');
const evalLevel = z
  .number({ error: EDITOR_MESSAGES.evaluateAllCriteria })
  .int(EDITOR_MESSAGES.evaluateAllCriteria)
  .min(1, EDITOR_MESSAGES.evaluateAllCriteria)
  .max(4, EDITOR_MESSAGES.evaluateAllCriteria);

export const CategorieInputSchema = z.strictObject({
  idCategorie: ClientIdSchema,
  code: optionalText(30),
  displayName: requiredText(EDITOR_MESSAGES.categoryNameRequired, 300),
  isUserDefined: z.boolean(),
});

/** A risk in the whole-list write of a unit: identity, names, category; evaluations are kept. */
export const RisqueInputSchema = z.looseObject({
  idRisque: ClientIdSchema,
  idCategorie: ClientIdSchema,
  code: optionalText(30),
  displayName: requiredText(EDITOR_MESSAGES.risqueNameRequired, 300),
  danger: optionalText(5000),
  remarques: optionalText(5000),
  isUserDefined: z.boolean(),
  infoSeuil: freeText().max(5000).nullable().optional(),
  /** Optional (issue 41): the catalogue risk it was added from. */
  idPremadeRisque: z.string().max(100).optional(),
  /**
   * Optional (issue 41): the answers of the sector start's questions, for a risk not rated yet
   * (update-risque needs the ratings); absent means "keep what is stored".
   */
  mesuresProposees: MesuresChoisiesSchema.optional(),
});
export type RisqueInput = z.infer<typeof RisqueInputSchema>;

export const UpdateListRisquesBodySchema = z.strictObject({
  idUniteDeTravail: ClientIdSchema,
  categorieDeRisques: z.array(CategorieInputSchema).max(200),
  risques: z.array(RisqueInputSchema).max(2000),
});
export type UpdateListRisquesBody = z.infer<typeof UpdateListRisquesBodySchema>;

/** The evaluation modal, shared by the form and the route. */
export const UpdateRisqueBodySchema = z.strictObject({
  idUniteDeTravail: ClientIdSchema,
  idRisque: ClientIdSchema,
  idCategorie: z
    .string({ error: EDITOR_MESSAGES.categoryRequired })
    .min(1, EDITOR_MESSAGES.categoryRequired)
    .max(100),
  displayName: requiredText(EDITOR_MESSAGES.risqueNameRequired, 300),
  danger: optionalText(5000),
  remarques: optionalText(5000),
  evalGravite: evalLevel,
  evalFrequence: evalLevel,
  evalMaitrise: evalLevel,
  isUserDefined: z.boolean(),
  code: optionalText(30),
  // Optional (issue 16): absent means "keep what is stored", so older clients erase nothing.
  mesuresExistantes: freeText().trim().max(5000).optional(),
  isExpositionDifferenciee: z.boolean().optional(),
  expositionDifferencieeNote: freeText().trim().max(5000).optional(),
  /** A re-rating after this finished action: the previous rating goes to the history. */
  idActionReevaluation: ClientIdSchema.optional(),
  // Optional (issue 41): absent means "keep what is stored", like the complete assessment.
  mesuresProposees: MesuresChoisiesSchema.optional(),
});
export type UpdateRisqueBody = z.infer<typeof UpdateRisqueBodySchema>;

export const UpdateTogglePapripactBodySchema = z.strictObject({ isPapripactEnabled: z.boolean() });

/** The preventive-action modal. */
export const UpsertActionBodySchema = z.strictObject({
  idAction: ClientIdSchema.optional(),
  idUniteDeTravail: ClientIdSchema,
  idRisqueAssocie: z
    .string({ error: EDITOR_MESSAGES.risqueAssocieRequired })
    .min(1, EDITOR_MESSAGES.risqueAssocieRequired)
    .max(100),
  descriptionDeLaMesure: requiredText(EDITOR_MESSAGES.descriptionRequired, 5000),
  responsable: requiredText(EDITOR_MESSAGES.responsableRequired, 200),
  budget: freeText().trim().max(200).default(''),
  /** The due date: any real day, in the past for an action done late. */
  date: calendarDate({
    required: EDITOR_MESSAGES.dateRequired,
    format: EDITOR_MESSAGES.dateFormat,
    invalid: EDITOR_MESSAGES.dateInvalid,
  }),
  statut: z.enum(ACTION_STATUTS, { error: EDITOR_MESSAGES.statutRequired }),
  /** Absent: kept as stored (a client that predates them never erases them). */
  conditionsExecution: freeText().trim().max(2000, EDITOR_MESSAGES.actionDetailTooLong).optional(),
  indicateurResultat: freeText().trim().max(2000, EDITOR_MESSAGES.actionDetailTooLong).optional(),
  ressources: freeText().trim().max(2000, EDITOR_MESSAGES.actionDetailTooLong).optional(),
});
export type UpsertActionBody = z.infer<typeof UpsertActionBodySchema>;

export const DeleteActionBodySchema = z.strictObject({
  idAction: ClientIdSchema,
  idUniteDeTravail: ClientIdSchema,
});
export type DeleteActionBody = z.infer<typeof DeleteActionBodySchema>;

/** Step 5: the unit marked « Non concerné » for the thermal environment (R4121-1), or not. */
export const UpdateAmbiancesThermiquesBodySchema = z.strictObject({
  idUniteDeTravail: ClientIdSchema,
  isAmbiancesThermiquesNonConcerne: z.boolean({ error: 'Indiquez si l’unité est concernée.' }),
});
export type UpdateAmbiancesThermiquesBody = z.infer<typeof UpdateAmbiancesThermiquesBodySchema>;
