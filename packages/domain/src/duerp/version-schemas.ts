import { z } from 'zod';
import { freeText } from '../validation/free-text.js';
import { DisplayOptionsSchema } from './schemas.js';

export const GenerateBodySchema = z.strictObject({
  notesDeVersion: freeText()
    .trim()
    .max(5000, 'Les notes de version sont trop longues.')
    .default(''),
  displayOptions: DisplayOptionsSchema,
  /** The full PDF and the DOCX end with the draft's photos (additive; absent: without). */
  annexePhotographique: z.boolean().default(false),
});
export type GenerateBody = z.infer<typeof GenerateBodySchema>;

export const GenerateResponseSchema = z.object({ id: z.string() });

export const VersionParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide.' }),
  versionId: z.uuid({ error: 'Identifiant invalide.' }),
});

/** Download file names. */
export function versionFileName(versionNumber: number, variant: 'full' | 'demo'): string {
  return variant === 'demo' ? `DUERP_v${versionNumber}_demo.pdf` : `DUERP_v${versionNumber}.pdf`;
}
