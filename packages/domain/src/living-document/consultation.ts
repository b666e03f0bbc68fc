import { z } from 'zod';
import { isCalendarDate } from '../format/date.js';
import { LIVING_DOCUMENT_MESSAGES as M } from './messages.js';

export const AVIS_CSE = ['favorable', 'defavorable', 'reserve', 'pas_de_cse'] as const;
export type AvisCse = (typeof AVIS_CSE)[number];

export const AVIS_CSE_LABELS: Record<AvisCse, string> = {
  favorable: 'Favorable',
  defavorable: 'Défavorable',
  reserve: 'Réservé',
  pas_de_cse: 'Pas de CSE',
};

const optionalDay = z
  .string()
  .trim()
  .refine((v) => v === '' || isCalendarDate(v), M.consultationDateInvalid)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .transform((v) => v ?? null);

/**
 * The consultation record of a version: a record about it, kept apart from its snapshot so that
 * editing it never changes the version's content or hash.
 */
export const ConsultationBodySchema = z.strictObject({
  dateConsultationCse: optionalDay,
  /** '' (no choice in the form) is "not recorded", as null. */
  avisCse: z
    .union([z.enum(AVIS_CSE), z.literal('')])
    .nullable()
    .transform((v) => v || null),
  commentaires: z.string().trim().max(5000, M.consultationCommentsTooLong).default(''),
  dateEnvoiSpst: optionalDay,
});
export type ConsultationBody = z.infer<typeof ConsultationBodySchema>;

export const ConsultationSchema = z.object({
  dateConsultationCse: z.string().nullable(),
  avisCse: z.enum(AVIS_CSE).nullable(),
  commentaires: z.string(),
  dateEnvoiSpst: z.string().nullable(),
  updatedAt: z.string(),
});
export type Consultation = z.infer<typeof ConsultationSchema>;
