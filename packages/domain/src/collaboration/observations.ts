import { z } from 'zod';
import { ClientIdSchema } from '../duerp/schemas.js';
import { ACTION_STATUTS } from '../duerp/editor-messages.js';
import { EVENEMENT_TYPES } from '../living-document/events.js';
import { calendarDate } from '../calendar/calendar-date.js';
import { freeText } from '../validation/free-text.js';
import { requiredString, requiredText } from '../validation/required.js';
import { OBSERVATION_MESSAGES as M } from './messages.js';

/** Longest observation, in characters kept after cleaning. */
export const MAX_OBSERVATION_LENGTH = 2000;

/**
 * The window of a share link's limit of accepted observations: a quarter of an hour, the time a
 * workshop gives its people to send theirs (the API's OBSERVATIONS_MAX_PER_LINK per window).
 */
export const OBSERVATIONS_LINK_WINDOW_SECONDS = 15 * 60;

/** What someone who opened a share link sends, without an account (issue 29). */
export const SendObservationBodySchema = z.strictObject({
  idUniteDeTravail: z.string({ error: M.uniteRequired }).min(1, M.uniteRequired).max(100),
  /** The risk it is about, if any; else it is about the unit. */
  idRisque: ClientIdSchema.nullable().optional(),
  texte: requiredText(M.texteRequired, MAX_OBSERVATION_LENGTH, M.texteTooLong),
  prenom: freeText().trim().max(80, M.prenomTooLong).optional(),
  captchaToken: requiredString(M.captchaRequired, 10_000),
});
export type SendObservationBody = z.input<typeof SendObservationBodySchema>;

export const ObservationSentSchema = z.object({ message: z.string() });

export const ObservationSchema = z.object({
  id: z.string(),
  idUniteDeTravail: z.string(),
  /** The unit's and the risk's names in the version the sender saw. */
  uniteDisplayName: z.string(),
  idRisque: z.string().nullable(),
  risqueDisplayName: z.string().nullable(),
  texte: z.string(),
  prenom: z.string().nullable(),
  recueLe: z.string(),
  /** The label of the share link it came through; null once that link is gone. */
  lien: z.string().nullable(),
});
export type Observation = z.infer<typeof ObservationSchema>;

export const ObservationParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide.' }),
  observationId: z.uuid({ error: 'Identifiant invalide.' }),
});

/** How a Propriétaire or an Éditeur answers an observation: a risk, an action or an event. */
export const ConvertObservationBodySchema = z.discriminatedUnion(
  'en',
  [
    z.strictObject({
      en: z.literal('risque'),
      displayName: requiredText(M.risqueNameRequired, 300),
      /** A category of the unit; absent: « Signalements des salariés », created if needed. */
      idCategorie: ClientIdSchema.optional(),
    }),
    z.strictObject({
      en: z.literal('action'),
      /** The risk of the unit the action answers; the observation's own risk when absent. */
      idRisque: ClientIdSchema.optional(),
      responsable: requiredText('Le responsable est requis', 200),
      date: calendarDate({ invalid: 'La date d’échéance est invalide.' }),
      statut: z.enum(ACTION_STATUTS).default('À planifier'),
    }),
    z.strictObject({ en: z.literal('evenement'), type: z.enum(EVENEMENT_TYPES) }),
  ],
  { error: 'Choisissez ce que devient l’observation.' },
);
export type ConvertObservationBody = z.input<typeof ConvertObservationBodySchema>;

/** The category an observation turned into a risk goes to when none is chosen. */
export const OBSERVATIONS_CATEGORY_NAME = 'Signalements des salariés';
