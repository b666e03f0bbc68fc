import { z } from 'zod';
import { UuidSchema } from '../duerp/schemas.js';

/** The editor's steps a person can be on (1–7), as the editor numbers them. */
export const LiveStepSchema = z.coerce
  .number({ error: "L'étape doit être un nombre de 1 à 7." })
  .int({ error: "L'étape doit être un nombre de 1 à 7." })
  .min(1, { error: "L'étape doit être un nombre de 1 à 7." })
  .max(7, { error: "L'étape doit être un nombre de 1 à 7." });

/** `?etape=` of the stream: the step the person opens the document on (absent on the document page). */
export const LiveStreamQuerySchema = z.strictObject({ etape: LiveStepSchema.optional() });

/**
 * Who did something, as the other viewers see them: `name` is their address, `displayName` the
 * name they chose (issue 47), absent when they have none.
 */
export const LiveActorSchema = z.object({
  accountId: UuidSchema,
  name: z.string(),
  displayName: z.string().optional(),
});
export type LiveActor = z.infer<typeof LiveActorSchema>;

/** `event: change`: the document moved to `revision`; the viewer refetches it. */
export const LiveChangeEventSchema = z.object({
  documentId: UuidSchema,
  revision: z.number().int(),
  actor: LiveActorSchema,
  at: z.string(),
});
export type LiveChangeEvent = z.infer<typeof LiveChangeEventSchema>;

/** `event: comments`: someone wrote in the document's comments; the viewer refetches the threads. */
export const LiveCommentsEventSchema = z.object({
  documentId: UuidSchema,
  actor: LiveActorSchema,
  at: z.string(),
});
export type LiveCommentsEvent = z.infer<typeof LiveCommentsEventSchema>;

/** One person on the document: the steps their open tabs are on (none on the document page). */
export const LivePresentSchema = z.object({
  accountId: UuidSchema,
  name: z.string(),
  displayName: z.string().optional(),
  etapes: z.array(z.number().int()),
});
export type LivePresent = z.infer<typeof LivePresentSchema>;

/** `event: presence`: the other people on the document now. */
export const LivePresenceEventSchema = z.object({ people: z.array(LivePresentSchema) });
export type LivePresenceEvent = z.infer<typeof LivePresenceEventSchema>;

/** `event: hello`: the stream's own id, which the step changes name, and whose stream it is. */
export const LiveHelloEventSchema = z.object({ connectionId: UuidSchema, accountId: UuidSchema });
export type LiveHelloEvent = z.infer<typeof LiveHelloEventSchema>;

/** POST /api/duerp/:id/live/presence: the step one open stream is now on. */
export const LivePresenceBodySchema = z.strictObject({
  connectionId: UuidSchema,
  etape: LiveStepSchema.nullable(),
});
export type LivePresenceBody = z.infer<typeof LivePresenceBodySchema>;

export const LIVE_MESSAGES = {
  tooManyStreams:
    'Trop de fenêtres ouvertes en direct sur ce compte. Fermez-en quelques-unes puis rechargez la page.',
  streamNotFound: 'Cette connexion en direct est fermée ; rechargez la page.',
} as const;

/** How long the stream stays silent at most: a comment line keeps proxies from closing it. */
export const LIVE_HEARTBEAT_MS = 20_000;
