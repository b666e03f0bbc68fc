import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../auth/email.js';
import { calendarDate, optionalCalendarDate } from '../calendar/calendar-date.js';
import { cleanFreeLine, freeText } from '../validation/free-text.js';
import { RECORDS_MESSAGES as M } from './records-messages.js';

/** The espace's occupational health service (SPST), where each version is sent (L4121-3-1 VI). */
export const SpstSettingsSchema = z.object({
  nom: z.string(),
  adresse: z.string(),
  email: z.string(),
});
export type SpstSettings = z.infer<typeof SpstSettingsSchema>;

/** Every field may stay empty; a given e-mail must be one. */
export const SpstSettingsBodySchema = z.strictObject({
  nom: freeText().trim().max(200, M.spstNameTooLong).default(''),
  adresse: freeText().trim().max(500, M.spstAddressTooLong).default(''),
  email: z
    .string({ error: M.spstEmailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, M.spstEmailInvalid)
    // An address that one-line cleaning would change holds a control character (a header smuggled
    // into the e-mail) or a bidirectional override: refused rather than silently changed.
    .refine(
      (v) => v === '' || (EMAIL_PATTERN.test(v) && cleanFreeLine(v) === v),
      M.spstEmailInvalid,
    )
    .default(''),
});
export type SpstSettingsBody = z.infer<typeof SpstSettingsBodySchema>;

export const SPST_SENDING_MODES = ['email', 'main_propre'] as const;
export type SpstSendingMode = (typeof SPST_SENDING_MODES)[number];

/** One sending of a version to the SPST: by the product's e-mail, or handed over by hand. */
export const SpstSendingSchema = z.object({
  id: z.string(),
  versionId: z.string(),
  versionNumber: z.number().int(),
  mode: z.enum(SPST_SENDING_MODES),
  /** The day it was sent or handed over (Paris), YYYY-MM-DD. */
  date: z.string(),
  recipientName: z.string(),
  /** The address the e-mail went to; null for a hand-over. */
  recipientEmail: z.string().nullable(),
  /** The SHA-256 of the version's snapshot, as its verification page shows it. */
  versionSha256: z.string(),
  /** The Message-ID of the e-mail; null for a hand-over. */
  messageId: z.string().nullable(),
  hasReceipt: z.boolean(),
  createdAt: z.string(),
});
export type SpstSending = z.infer<typeof SpstSendingSchema>;

/** « Remis en main propre le … » (the scanned receipt is sent apart, as a file). */
export const SpstHandedBodySchema = z.strictObject({
  date: calendarDate({ invalid: M.spstHandedDateInvalid, future: M.spstHandedDateFuture }),
});
export type SpstHandedBody = z.infer<typeof SpstHandedBodySchema>;

/** What a document records beside its data for the check: the access notice, a spaced update. */
export const ComplianceRecordsSchema = z.object({
  /** ISO instant the access notice PDF was last generated; null: never. */
  accessNoticeGeneratedAt: z.string().nullable(),
  /** The day the notice was posted (R4121-4), YYYY-MM-DD. */
  accessNoticePostedOn: z.string().nullable(),
  /** Under 11 employees, why the update is spaced (L4121-3) and when that was recorded. */
  spacedUpdateReason: z.string().nullable(),
  spacedUpdateReasonAt: z.string().nullable(),
});
export type ComplianceRecords = z.infer<typeof ComplianceRecordsSchema>;

/** Each field absent is kept; null or '' clears it. */
export const ComplianceRecordsBodySchema = z.strictObject({
  accessNoticePostedOn: optionalCalendarDate({
    invalid: M.postingDateInvalid,
    future: M.postingDateFuture,
  }).optional(),
  spacedUpdateReason: freeText()
    .trim()
    .max(2000, M.reasonTooLong)
    .nullable()
    .transform((v) => v || null)
    .optional(),
});
export type ComplianceRecordsBody = z.infer<typeof ComplianceRecordsBodySchema>;

export const EMPTY_COMPLIANCE_RECORDS: ComplianceRecords = {
  accessNoticeGeneratedAt: null,
  accessNoticePostedOn: null,
  spacedUpdateReason: null,
  spacedUpdateReasonAt: null,
};
