import { z } from 'zod';
import { PENIBILITE_FACTEUR_IDS } from './penibilite-facteurs.js';
import { RISK_STATUSES } from '../risk/score.js';

const evalLevel = z.number().int().min(1).max(4);

/** A rating a re-rating replaced (issue 16), with the date of the re-rating. */
export const CotationHistoriqueSchema = z.object({
  /** ISO instant of the re-rating that replaced this rating. */
  date: z.string().max(40),
  evalGravite: evalLevel,
  evalFrequence: evalLevel,
  evalMaitrise: evalLevel,
  niveauDeRisqueValue: z.number(),
  niveauDeRisqueStatus: z.enum(RISK_STATUSES),
  /** The finished preventive action that led to the re-rating, when there was one. */
  idAction: z.string().max(100).optional(),
});
export type CotationHistorique = z.infer<typeof CotationHistoriqueSchema>;

export const PenibiliteFacteurIdSchema = z.enum(PENIBILITE_FACTEUR_IDS, {
  error: 'Facteur de risques professionnels inconnu.',
});

/** Exposure of a unit's workers to one factor of L4161-1, above its threshold (R4121-1-1). */
export const ExpositionPenibiliteSchema = z.object({
  idFacteur: PenibiliteFacteurIdSchema,
  nombreExposes: z.number().int().min(0).max(10_000_000),
  situations: z.string().max(2000),
});
export type ExpositionPenibilite = z.infer<typeof ExpositionPenibiliteSchema>;
