import { z } from 'zod';

/** What the journal d'activité of an espace records, with the words it shows. */
export const ACTIVITY_LABELS = {
  'duerp.created': 'a créé le DUERP',
  'duerp.renamed': 'a renommé le DUERP',
  'duerp.duplicated': 'a dupliqué le DUERP',
  'duerp.deleted': 'a supprimé le DUERP',
  'version.generated': 'a généré une version du DUERP',
  'pdf.downloaded': 'a téléchargé le PDF du DUERP',
  'export.downloaded': 'a exporté le DUERP',
  'share_link.created': 'a créé un lien de consultation du DUERP',
  'share_link.revoked': 'a révoqué un lien de consultation du DUERP',
  'member.invited': 'a invité',
  'member.joined': 'a rejoint l’espace',
  'member.role_changed': 'a changé le rôle de',
  'member.removed': 'a retiré de l’espace',
  'member.left': 'a quitté l’espace',
  'espace.renamed': 'a renommé l’espace',
  'espace.reminded': 'a demandé aux Propriétaires la mise à jour annuelle des DUERP de l’espace',
  purchase: 'a acheté',
  'spst.sent': 'a envoyé au service de prévention et de santé au travail le DUERP',
  'spst.handed':
    'a enregistré la remise en main propre au service de prévention et de santé au travail du DUERP',
  'extract.generated': 'a produit un extrait pour un ancien salarié du DUERP',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_LABELS;
export const ACTIVITY_ACTIONS = Object.keys(ACTIVITY_LABELS) as ActivityAction[];

/** Entries per page of the journal. */
export const ACTIVITY_PAGE_SIZE = 50;

export const ActivityQuerySchema = z.strictObject({
  member: z.uuid({ error: 'Identifiant invalide.' }).optional(),
  duerp: z.uuid({ error: 'Identifiant invalide.' }).optional(),
  page: z.coerce
    .number({ error: 'Page invalide.' })
    .int({ error: 'Page invalide.' })
    .min(1, 'Page invalide.')
    .max(100_000, 'Page invalide.')
    .default(1),
});
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;

export const ActivityEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Null once the person's account is deleted. */
  actorEmail: z.string().nullable(),
  /** Issue 47: the actor's display name, null when they have none (or their account is gone). */
  actorName: z.string().nullable().optional(),
  action: z.enum(ACTIVITY_ACTIONS as [ActivityAction, ...ActivityAction[]]),
  duerpDocumentId: z.string().nullable(),
  /** Facts of the entry: the DUERP's name, the member's address, the roles, the version… */
  details: z.record(z.string(), z.string()),
  /**
   * The DUERP's name: the one the entry recorded (created, renamed, deleted…), else its current
   * one; null for an entry about no DUERP or one whose row is gone. Absent from older answers.
   */
  duerpName: z.string().nullable().optional(),
  /** The number of the version the entry is about (generated, downloaded, exported). */
  versionNumber: z.number().int().nullable().optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
