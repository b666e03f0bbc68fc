import { z } from 'zod';
import { formatDateLong } from '../calendar/dates.js';

/** Crockford's base32: no I, L, O, U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 10;

export const UNKNOWN_DOCUMENT_MESSAGE = 'Ce fichier ne correspond à aucune version connue';
export const INVALID_CODE_MESSAGE = 'Le code de vérification est invalide.';

/** "Document authentique : {entreprise}, version n, établie le …" */
export function authenticMessage(entreprise: string, versionNumber: number, creationTime: string) {
  return `Document authentique : ${entreprise}, version ${versionNumber}, établie le ${formatDateLong(creationTime)}`;
}

/** A verification code from random bytes (one byte per character, 5 bits of each). */
export function verificationCodeFromBytes(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) code += ALPHABET[(bytes[i] ?? 0) & 31];
  return code;
}

/** "ABCDE-FGHJK", as printed. */
export function formatVerificationCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a reader typed, as stored: upper case, separators dropped, O→0 and I/L→1. */
export function normalizeVerificationCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export const verifierPath = (code?: string) => (code ? `/verifier/${code}` : '/verifier');

export const VerificationCodeParamsSchema = z.strictObject({
  code: z
    .string()
    .transform(normalizeVerificationCode)
    .pipe(
      z
        .string()
        .length(VERIFICATION_CODE_LENGTH, { error: INVALID_CODE_MESSAGE })
        .regex(/^[0-9A-HJKMNP-TV-Z]+$/, { error: INVALID_CODE_MESSAGE }),
    ),
});

export const VerifyFingerprintBodySchema = z.strictObject({
  sha256: z.string().regex(/^[0-9a-f]{64}$/, { error: "L'empreinte du fichier est invalide." }),
});

export const VerificationResultSchema = z.object({
  isAuthentic: z.boolean(),
  message: z.string(),
});
export type VerificationResult = z.infer<typeof VerificationResultSchema>;
