import { z } from 'zod';
import { DuerpDataSchema } from '../duerp/schemas.js';
import { calendarDate } from '../calendar/calendar-date.js';
import { requiredText } from '../validation/required.js';

export const SHARE_LINK_MESSAGES = {
  labelRequired: 'Le libellé du lien est requis',
  expiryInPast: "La date d'expiration doit être postérieure à aujourd'hui.",
  expiryInvalid: "La date d'expiration est invalide.",
  noFullVersion:
    "Aucune version de ce DUERP n'est en accès complet : un lien de consultation ne peut partager qu'une version complète.",
  linkNotFound: 'Lien de consultation introuvable.',
  linkUnavailable:
    "Ce lien de consultation n'est plus valide. Demandez un nouveau lien à l'employeur.",
  created: 'Lien de consultation créé',
  revoked: 'Lien de consultation révoqué',
} as const;

/** Suggestions offered for the label of a link. */
export const SHARE_LINK_LABEL_SUGGESTIONS = ['Salariés', 'CSE', 'Médecin du travail'] as const;

export const CreateShareLinkBodySchema = z.strictObject({
  label: requiredText(SHARE_LINK_MESSAGES.labelRequired, 80),
  /** Last day (Paris time) the link opens, YYYY-MM-DD; absent or null: no expiry. */
  expiresOn: calendarDate({ invalid: SHARE_LINK_MESSAGES.expiryInvalid }).nullable().optional(),
  allowEarlierVersions: z.boolean().default(false),
  /** Issue 29: the people who open it may send an observation (« Signaler un risque… »). */
  allowObservations: z.boolean().optional(),
});
export type CreateShareLinkBody = z.input<typeof CreateShareLinkBodySchema>;

export const ShareLinkParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide.' }),
  linkId: z.uuid({ error: 'Identifiant invalide.' }),
});

export const ShareLinkStatusSchema = z.enum(['ACTIVE', 'EXPIRED', 'REVOKED']);
export type ShareLinkStatus = z.infer<typeof ShareLinkStatusSchema>;

export const SHARE_LINK_STATUS_LABELS: Record<ShareLinkStatus, string> = {
  ACTIVE: 'Actif',
  EXPIRED: 'Expiré',
  REVOKED: 'Révoqué',
};

export const ShareLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  allowEarlierVersions: z.boolean(),
  /** Issue 29: present (true) only on a link that accepts observations. */
  allowObservations: z.boolean().optional(),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  status: ShareLinkStatusSchema,
  openingCount: z.number(),
  /** The latest openings, newest first (ISO instants). */
  recentOpenings: z.array(z.string()),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** The token is given once, at creation: only its hash is stored. */
export const CreatedShareLinkSchema = z.object({ link: ShareLinkSchema, token: z.string() });
export type CreatedShareLink = z.infer<typeof CreatedShareLinkSchema>;

export const ShareTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, { error: SHARE_LINK_MESSAGES.linkNotFound }),
});
export const ShareTokenVersionParamsSchema = ShareTokenParamsSchema.extend({
  versionId: z.uuid({ error: 'Identifiant invalide.' }),
});

/** A link is usable until revoked and through its last day (Paris time, compared as YYYY-MM-DD). */
export function shareLinkStatus(
  link: { revokedAt: string | null; expiresOn: string | null },
  todayParis: string,
): ShareLinkStatus {
  if (link.revokedAt) return 'REVOKED';
  if (link.expiresOn !== null && link.expiresOn < todayParis) return 'EXPIRED';
  return 'ACTIVE';
}

/** The public path of a share link. */
export const sharePath = (token: string) => `/partage/${token}`;

export const SharedVersionSchema = z.object({
  id: z.string(),
  versionNumber: z.number(),
  creationTime: z.string(),
  notesDeVersion: z.string(),
});
export type SharedVersion = z.infer<typeof SharedVersionSchema>;

/** What a share link opens: the latest full version's content, and the earlier ones if allowed. */
export const SharedDocumentSchema = z.object({
  displayName: z.string(),
  label: z.string(),
  version: SharedVersionSchema,
  data: DuerpDataSchema,
  earlierVersions: z.array(SharedVersionSchema),
  /** Issue 29: present (true) only when the link accepts observations. */
  allowObservations: z.boolean().optional(),
});
export type SharedDocument = z.infer<typeof SharedDocumentSchema>;
