import { z } from 'zod';
import { formatDateLong, parisDay } from '../calendar/dates.js';
import { optionalCalendarDate } from '../calendar/calendar-date.js';
import { freeText } from '../validation/free-text.js';
import { LIVING_DOCUMENT_MESSAGES as M } from './messages.js';

export const AVIS_CSE = ['favorable', 'defavorable', 'reserve', 'pas_de_cse'] as const;
export type AvisCse = (typeof AVIS_CSE)[number];

export const AVIS_CSE_LABELS: Record<AvisCse, string> = {
  favorable: 'Favorable',
  defavorable: 'Défavorable',
  reserve: 'Réservé',
  pas_de_cse: 'Pas de CSE',
};

/** The consultation and the sending are done: not after today (nor before the version, checked with it). */
const pastDay = optionalCalendarDate({
  invalid: M.consultationDateInvalid,
  future: M.consultationDateFuture,
});

/**
 * The consultation record of a version: a record about it, kept apart from its snapshot so that
 * editing it never changes the version's content or hash.
 */
export const ConsultationBodySchema = z.strictObject({
  dateConsultationCse: pastDay,
  /** '' (no choice in the form) is "not recorded", as null. */
  avisCse: z
    .union([z.enum(AVIS_CSE), z.literal('')])
    .nullable()
    .transform((v) => v || null),
  commentaires: freeText().trim().max(5000, M.consultationCommentsTooLong).default(''),
  dateEnvoiSpst: pastDay,
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

/**
 * Why a record's dates cannot be, null when they can: the CSE is consulted on a version, and it is
 * sent to the SPST, from the day it was created (days in Paris time).
 */
export function consultationDatesError(
  body: Pick<ConsultationBody, 'dateConsultationCse' | 'dateEnvoiSpst'>,
  versionCreatedAt: Date | string,
): string | null {
  const versionDay = parisDay(versionCreatedAt);
  const created = formatDateLong(versionCreatedAt);
  if (body.dateConsultationCse !== null && body.dateConsultationCse < versionDay)
    return M.consultationBeforeVersion(created);
  if (body.dateEnvoiSpst !== null && body.dateEnvoiSpst < versionDay)
    return M.envoiSpstBeforeVersion(created);
  return null;
}
