import { z } from 'zod';
import { freeText } from '../validation/free-text.js';
import { requiredString } from '../validation/required.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../auth/email.js';
import { CONTACT_MESSAGES as M } from './messages.js';

export const CONTACT_LIMITS = { name: 200, phoneNumber: 40, userMessage: 5000 } as const;

/** Digits, spaces and the usual separators of a phone number (+33 6 12 34 56 78, (0)1.23…). */
const PHONE_PATTERN = /^[0-9+().\s/-]*$/;

const ContactFields = {
  emailAddress: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(EMAIL_MAX_LENGTH, M.emailInvalid)
    .regex(EMAIL_PATTERN, M.emailInvalid),
  name: freeText({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(CONTACT_LIMITS.name, M.nameTooLong),
  /** Optional: absent, null or empty all mean "no phone number". */
  phoneNumber: z
    .string({ error: M.phoneInvalid })
    .trim()
    .max(CONTACT_LIMITS.phoneNumber, M.phoneTooLong)
    .regex(PHONE_PATTERN, M.phoneInvalid)
    .nullish(),
  userMessage: freeText({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(CONTACT_LIMITS.userMessage, M.messageTooLong),
};

/** POST /api/contact (signed in), and the fields of both web forms. */
export const ContactBodySchema = z.strictObject(ContactFields);
export type ContactBody = z.infer<typeof ContactBodySchema>;
export type ContactBodyInput = z.input<typeof ContactBodySchema>;

/** POST /api/public/contact: the same fields plus the ALTCHA payload. */
export const PublicContactBodySchema = z.strictObject({
  ...ContactFields,
  captchaToken: requiredString('La vérification de sécurité est requise', 10_000),
});
export type PublicContactBody = z.infer<typeof PublicContactBodySchema>;

/** GET /api/contact/defaults: what the private form is prefilled with. */
export const ContactDefaultsResponseSchema = z.object({ emailAddress: z.string() });
export type ContactDefaultsResponse = z.infer<typeof ContactDefaultsResponseSchema>;
