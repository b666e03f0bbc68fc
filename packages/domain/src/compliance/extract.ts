import { z } from 'zod';
import { ClientIdSchema } from '../duerp/schemas.js';
import { calendarDate } from '../calendar/calendar-date.js';

export const EXTRACT_MESSAGES = {
  fromInvalid: "La date de début n'est pas une date valide.",
  toInvalid: "La date de fin n'est pas une date valide.",
  inverted: 'La date de fin doit être postérieure ou égale à la date de début.',
  unitsRequired: 'Choisissez au moins une unité de travail.',
  tooManyUnits: "Trop d'unités de travail choisies.",
  noVersion: "Aucune version du document unique n'était en vigueur pendant cette période.",
  unknownUnit: "Une unité de travail choisie n'existe dans aucune version de cette période.",
  title: 'Extrait pour un ancien salarié',
} as const;

/**
 * « Extrait pour un ancien salarié » (R4121-4 1°): the period worked (days, Paris) and the units
 * worked in; the extract holds the versions in force during it, limited to those units.
 */
export const ExtractBodySchema = z
  .strictObject({
    du: calendarDate({ invalid: EXTRACT_MESSAGES.fromInvalid }),
    au: calendarDate({ invalid: EXTRACT_MESSAGES.toInvalid }),
    unites: z
      .array(ClientIdSchema, { error: EXTRACT_MESSAGES.unitsRequired })
      .min(1, EXTRACT_MESSAGES.unitsRequired)
      .max(500, EXTRACT_MESSAGES.tooManyUnits),
  })
  .refine((b) => b.du <= b.au, { error: EXTRACT_MESSAGES.inverted, path: ['au'] });
export type ExtractBody = z.infer<typeof ExtractBodySchema>;

/** The units a version in force during the period had, with their names, for the extract's form. */
export const ExtractUnitSchema = z.object({
  idUniteDeTravail: z.string(),
  displayName: z.string(),
});

/**
 * The versions in force during [du, au]: each from its creation day until the next one's
 * (the last until today). `versions` are sorted by number; days are Paris days.
 */
export function versionsInForce<V extends { creationDay: string }>(
  versions: readonly V[],
  du: string,
  au: string,
): V[] {
  return versions.filter((v, i) => {
    const next = versions[i + 1];
    return v.creationDay <= au && (!next || next.creationDay > du);
  });
}
