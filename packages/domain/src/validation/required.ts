import { z } from 'zod';
import { freeText } from './free-text.js';

/** What a field too long for its column answers: never "… est requis" for a text that is there. */
export const tooLongMessage = (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`;

/** A required string kept exactly as typed (passwords, tokens, captcha payloads). */
export const requiredString = (requiredMessage: string, max: number, tooLong?: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(max, tooLong ?? tooLongMessage(max));

/** A required free text, cleaned and trimmed: `requiredMessage` when missing or blank (SPEC §5). */
export const requiredText = (requiredMessage: string, max: number, tooLong?: string) =>
  freeText({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLong ?? tooLongMessage(max));
