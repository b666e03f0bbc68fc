import { z } from 'zod';
import { ACTION_STATUTS, EDITOR_MESSAGES } from '../duerp/editor-messages.js';
import { calendarDate } from '../validation/calendar-date.js';
import { freeText, hasVisibleText } from '../validation/free-text.js';
import { requiredText } from '../validation/required.js';
import { FACTEUR_RPS_IDS, FAMILLE_RPS_IDS } from './grid.js';
import { QUESTION_SIMPLIFIEE_RPS_IDS } from './light-grid.js';
import { RPS_MESSAGES } from './messages.js';
import { FREQUENCES_RPS, NIVEAUX_RPS } from './schemas.js';

const id = z.string().min(1).max(100);
const idUniteRps = z
  .string({ error: RPS_MESSAGES.uniteRpsNotFound })
  .min(1, RPS_MESSAGES.uniteRpsNotFound)
  .max(100, RPS_MESSAGES.uniteRpsNotFound);
const reponse = z.enum(FREQUENCES_RPS, { error: RPS_MESSAGES.reponseInvalid }).nullable();
const famille = z.enum(FAMILLE_RPS_IDS, { error: RPS_MESSAGES.familleUnknown });
const animateur = z.strictObject({
  nom: requiredText(RPS_MESSAGES.animateurNomRequired, 200),
  fonction: requiredText(RPS_MESSAGES.animateurFonctionRequired, 200),
});

/** The RPS units' list: order, names, linked work units, mode; each kept unit keeps its content. */
export const UpdateListUnitesRpsBodySchema = z.strictObject({
  unitesRps: z
    .array(
      z.strictObject({
        idUniteRps: id,
        displayName: requiredText(RPS_MESSAGES.uniteRpsNameRequired, 200),
        idsUnitesDeTravail: z.array(id).max(300),
        mode: z.enum(['groupe', 'simplifie'], { error: RPS_MESSAGES.modeInvalid }),
      }),
    )
    .max(100, RPS_MESSAGES.tooManyUnitesRps)
    .refine((list) => new Set(list.map((u) => u.idUniteRps)).size === list.length, {
      message: RPS_MESSAGES.uniteRpsTwice,
    }),
});
export type UpdateListUnitesRpsBody = z.infer<typeof UpdateListUnitesRpsBodySchema>;

/** The precondition asked before any session; null clears it. */
export const UpdateDialogueSocialRpsBodySchema = z.strictObject({
  dialogueSocial: z.enum(['bon', 'degrade'], { error: RPS_MESSAGES.dialogueInvalid }).nullable(),
});
export type UpdateDialogueSocialRpsBody = z.infer<typeof UpdateDialogueSocialRpsBodySchema>;

/** The group session of an RPS unit (the < 3 participants refusal is in rules.ts). */
export const UpdateSeanceRpsBodySchema = z.strictObject({
  idUniteRps,
  date: calendarDate({
    required: RPS_MESSAGES.dateRequired,
    invalid: RPS_MESSAGES.dateInvalid,
    future: RPS_MESSAGES.dateFuture,
  }),
  animateurDirection: animateur,
  animateurPersonnel: animateur,
  nombreParticipants: z
    .number({ error: RPS_MESSAGES.participantsInteger })
    .int(RPS_MESSAGES.participantsInteger)
    .min(0, RPS_MESSAGES.participantsInteger)
    .max(1000, RPS_MESSAGES.participantsTooMany),
  confidentialiteAcceptee: z.literal(true, { error: RPS_MESSAGES.confidentialiteRequired }),
});
export type UpdateSeanceRpsBody = z.infer<typeof UpdateSeanceRpsBodySchema>;

/** The group's answer to one factor, with its « Situations concrètes ». */
export const UpdateReponseRpsBodySchema = z.strictObject({
  idUniteRps,
  idFacteur: z.enum(FACTEUR_RPS_IDS, { error: RPS_MESSAGES.facteurUnknown }),
  reponse,
  situationsConcretes: freeText().trim().max(5000).default(''),
  imprimerSituations: z.boolean().default(false),
});
export type UpdateReponseRpsBody = z.infer<typeof UpdateReponseRpsBodySchema>;

/** One answer of the light path. */
export const UpdateReponseSimplifieeRpsBodySchema = z.strictObject({
  idUniteRps,
  idQuestion: z.enum(QUESTION_SIMPLIFIEE_RPS_IDS, { error: RPS_MESSAGES.questionUnknown }),
  reponse,
});
export type UpdateReponseSimplifieeRpsBody = z.infer<typeof UpdateReponseSimplifieeRpsBodySchema>;

/** The group's level for a family instead of the computed one (null: back to the computed one). */
export const UpdateSyntheseRpsBodySchema = z
  .strictObject({
    idUniteRps,
    famille,
    niveau: z.enum(NIVEAUX_RPS, { error: RPS_MESSAGES.niveauInvalid }).nullable(),
    motif: freeText().trim().max(2000).default(''),
  })
  .refine((b) => b.niveau === null || hasVisibleText(b.motif), {
    message: RPS_MESSAGES.motifRequired,
    path: ['motif'],
  });
export type UpdateSyntheseRpsBody = z.infer<typeof UpdateSyntheseRpsBodySchema>;

/** An RPS action, with the same fields and messages as the preventive-action modal. */
export const UpsertActionRpsBodySchema = z.strictObject({
  idUniteRps,
  idAction: id.optional(),
  cible: z.discriminatedUnion(
    'type',
    [
      z.strictObject({
        type: z.literal('facteur'),
        idFacteur: z.enum(FACTEUR_RPS_IDS, { error: RPS_MESSAGES.facteurUnknown }),
      }),
      z.strictObject({ type: z.literal('famille'), famille }),
    ],
    { error: RPS_MESSAGES.cibleRequired },
  ),
  descriptionDeLaMesure: requiredText(EDITOR_MESSAGES.descriptionRequired, 5000),
  responsable: requiredText(EDITOR_MESSAGES.responsableRequired, 200),
  budget: freeText().trim().max(200).default(''),
  date: calendarDate({
    required: EDITOR_MESSAGES.dateRequired,
    format: EDITOR_MESSAGES.dateFormat,
    invalid: EDITOR_MESSAGES.dateInvalid,
  }),
  statut: z.enum(ACTION_STATUTS, { error: EDITOR_MESSAGES.statutRequired }),
});
export type UpsertActionRpsBody = z.infer<typeof UpsertActionRpsBodySchema>;

export const DeleteActionRpsBodySchema = z.strictObject({ idUniteRps, idAction: id });
export type DeleteActionRpsBody = z.infer<typeof DeleteActionRpsBodySchema>;
