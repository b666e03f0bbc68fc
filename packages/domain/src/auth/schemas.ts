import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email.js';
import { AUTH_MESSAGES } from './messages.js';
import { firstPasswordError } from './password-rules.js';
import { requiredString } from '../validation/required.js';

/** A well-formed e-mail address (trimmed). */
export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

/** A new password satisfying every rule of password-rules.ts, reported in their order. */
export const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .max(200, 'Le mot de passe est trop long')
  .superRefine((value, ctx) => {
    const error = firstPasswordError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const AccountInfoBodySchema = z.strictObject({ emailAddress: EmailSchema });
export type AccountInfoBody = z.infer<typeof AccountInfoBodySchema>;

export const AccountInfoResponseSchema = z.object({ isAllowed: z.boolean(), isSetup: z.boolean() });
export type AccountInfoResponse = z.infer<typeof AccountInfoResponseSchema>;

export const TokenNewBodySchema = z.strictObject({
  emailAddress: EmailSchema,
  password: requiredString(AUTH_MESSAGES.passwordRequired, 200),
});
export type TokenNewBody = z.infer<typeof TokenNewBodySchema>;

export const TokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const DelegateLoginBodySchema = z.strictObject({
  em: requiredString(AUTH_MESSAGES.fieldRequired, 254),
  dmk: requiredString(AUTH_MESSAGES.fieldRequired, 500),
  dut: requiredString(AUTH_MESSAGES.fieldRequired, 500),
});
export type DelegateLoginBody = z.infer<typeof DelegateLoginBodySchema>;

export const AccountCreateBodySchema = z.strictObject({
  emailAddress: EmailSchema,
  newPassword: NewPasswordSchema,
  captchaToken: requiredString('La vérification de sécurité est requise', 10_000),
});
export type AccountCreateBody = z.infer<typeof AccountCreateBodySchema>;

export const ResetSendLinkBodySchema = z.strictObject({ emailAddress: EmailSchema });
export type ResetSendLinkBody = z.infer<typeof ResetSendLinkBodySchema>;

export const ResetPasswordBodySchema = z.strictObject({
  resetPasswordToken: requiredString(AUTH_MESSAGES.resetTokenMissing, 500),
  emailAddress: EmailSchema,
  newPassword: NewPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const RefreshBodySchema = z.strictObject({
  expiredAccessToken: z.string().max(5000).optional().default(''),
  refreshToken: requiredString('Le jeton de rafraîchissement est requis', 500),
});
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

export const LogoutBodySchema = z.strictObject({
  refreshTokenToRevoke: z.string().max(500).optional(),
});
export type LogoutBody = z.infer<typeof LogoutBodySchema>;

export const MyAccountInfoResponseSchema = z.object({
  maxNumberOfDuerps: z.number().int(),
  isVip: z.boolean(),
  isActivePremiumPlan: z.boolean(),
  /** An addition to the account info: the signed-in address, shown on "Mon compte". */
  emailAddress: z.string().optional(),
  /** Issue 47: the name the person chose, null while they have none. */
  displayName: z.string().nullable().optional(),
});
export type MyAccountInfoResponse = z.infer<typeof MyAccountInfoResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const CaptchaChallengeResponseSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});
