import { z } from 'zod';
import { ClientIdSchema, MAX_NOMBRE_EMPLOYES } from './schemas.js';
import { ExpositionPenibiliteSchema } from './assessment-schemas.js';
import { ASSESSMENT_MESSAGES } from './assessment-messages.js';
import { freeText } from '../validation/free-text.js';

const headcount = z
  .number({ error: ASSESSMENT_MESSAGES.effectifInteger })
  .int(ASSESSMENT_MESSAGES.effectifInteger)
  .min(0, ASSESSMENT_MESSAGES.effectifInteger)
  .max(MAX_NOMBRE_EMPLOYES, ASSESSMENT_MESSAGES.effectifInteger)
  .nullable();

/** Step 3: a unit's headcount ("Effectif de l'unité", "dont femmes"); null clears it. */
export const UpdateEffectifUniteBodySchema = z
  .strictObject({
    idUniteDeTravail: ClientIdSchema,
    effectif: headcount,
    effectifFemmes: headcount,
  })
  .refine(
    (b) => b.effectifFemmes === null || b.effectif === null || b.effectifFemmes <= b.effectif,
    {
      message: ASSESSMENT_MESSAGES.femmesAboveEffectif,
      path: ['effectifFemmes'],
    },
  );
export type UpdateEffectifUniteBody = z.infer<typeof UpdateEffectifUniteBodySchema>;

/** Step 5: a unit's exposures to the pénibilité factors, the whole list of the unit. */
export const UpdatePenibiliteUniteBodySchema = z.strictObject({
  idUniteDeTravail: ClientIdSchema,
  expositionsPenibilite: z
    .array(
      ExpositionPenibiliteSchema.extend({
        nombreExposes: z
          .number({ error: ASSESSMENT_MESSAGES.exposesInteger })
          .int(ASSESSMENT_MESSAGES.exposesInteger)
          .min(0, ASSESSMENT_MESSAGES.exposesInteger)
          .max(MAX_NOMBRE_EMPLOYES, ASSESSMENT_MESSAGES.exposesInteger),
        situations: freeText().trim().max(2000).default(''),
      }),
    )
    .max(10)
    .refine((list) => new Set(list.map((e) => e.idFacteur)).size === list.length, {
      message: ASSESSMENT_MESSAGES.facteurTwice,
    }),
});
export type UpdatePenibiliteUniteBody = z.infer<typeof UpdatePenibiliteUniteBodySchema>;
