import { z } from 'zod';
import { cleanFreeLine, freeText, hasVisibleText } from './free-text.js';

/** What a field too long for its column answers: never "… est requis" for a text that is there. */
export const tooLongMessage = (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`;

/** A required string kept exactly as typed (passwords, tokens, captcha payloads). */
export const requiredString = (requiredMessage: string, max: number, tooLong?: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(max, tooLong ?? tooLongMessage(max));

/** Trimmed, then `requiredMessage` when blank or invisible, `tooLong` past `max`. */
const required = (text: z.ZodString, requiredMessage: string, max: number, tooLong?: string) =>
  text
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLong ?? tooLongMessage(max))
    .refine(hasVisibleText, requiredMessage);

/**
 * A required free text, cleaned and trimmed: `requiredMessage` when missing or blank,
 * blank including a text of zero-width or other invisible characters only.
 */
export const requiredText = (requiredMessage: string, max: number, tooLong?: string) =>
  required(freeText({ error: requiredMessage }), requiredMessage, max, tooLong);

/** requiredText on one line (a name that reaches a mail's subject): line feeds become spaces. */
export const requiredLine = (requiredMessage: string, max: number, tooLong?: string) =>
  required(
    z.string({ error: requiredMessage }).overwrite(cleanFreeLine),
    requiredMessage,
    max,
    tooLong,
  );
