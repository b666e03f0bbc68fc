import { z } from 'zod';
import { SECTEUR_CATEGORIES } from '../secteur/secteurs.js';
import { PremadeRisqueSchema } from './catalogue.js';
import { MesureProposeeSchema } from '../duerp/mesures.js';

/** A risk of a sector model: the catalogue risk, its category, and its proposed measures. */
export const ModeleRisqueSchema = PremadeRisqueSchema.extend({
  categorie: z.object({ code: z.string(), displayName: z.string() }),
  mesures: z.array(MesureProposeeSchema),
});
export type ModeleRisque = z.infer<typeof ModeleRisqueSchema>;

/** One usual work unit of a sector, with its usual risks. */
export const ModeleUniteSchema = z.object({
  /** The catalogue unit it stands for (`unite_…`), unique in the model. */
  idUniteDeTravail: z.string(),
  displayName: z.string(),
  risques: z.array(ModeleRisqueSchema),
});
export type ModeleUnite = z.infer<typeof ModeleUniteSchema>;

/**
 * The model a DUERP can start from (issue 41, « Partir du modèle du secteur »): the usual work
 * units of the company's sector, each with its usual catalogue risks and their proposed measures.
 */
export const ModeleDuSecteurSchema = z.object({
  idModele: z.string(),
  displayName: z.string(),
  secteur: z.enum(SECTEUR_CATEGORIES),
  unites: z.array(ModeleUniteSchema),
});
export type ModeleDuSecteur = z.infer<typeof ModeleDuSecteurSchema>;

/** The answer of `GET /api/duerpmasterdata/modele`: null when the sector is not recognised. */
export const ModeleAnswerSchema = z.object({ modele: ModeleDuSecteurSchema.nullable() });
export type ModeleAnswer = z.infer<typeof ModeleAnswerSchema>;
