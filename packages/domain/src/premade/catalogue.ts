import { z } from 'zod';
import { MesureProposeeSchema } from '../duerp/mesures.js';

export const FamilleDeRisquesSchema = z.object({ idFamille: z.string(), displayName: z.string() });
export type FamilleDeRisques = z.infer<typeof FamilleDeRisquesSchema>;

export const CategorieDeRisquesSchema = z.object({
  idPremadeCategorie: z.string(),
  idFamille: z.string(),
  code: z.string(),
  displayName: z.string(),
  tagsPrincipaux: z.array(z.string()),
  tagsSecondaires: z.array(z.string()),
  isHighlighted: z.boolean(),
  isSecteurSpecifique: z.boolean(),
});
export type CategorieDeRisques = z.infer<typeof CategorieDeRisquesSchema>;

export const PremadeRisqueSchema = z.object({
  idPremadeRisque: z.string(),
  idPremadeCategorie: z.string(),
  code: z.string(),
  displayName: z.string(),
  /** Regulatory threshold or limit value, with its reference, when one exists. */
  infoSeuil: z.string().nullable(),
  /**
   * Optional (issue 41): the measures the catalogue proposes for the risk, on the original risks
   * only (a sector copy's are its original's, `premadeIdentity`); absent when it proposes none.
   */
  mesuresProposees: z.array(MesureProposeeSchema).optional(),
});
export type PremadeRisque = z.infer<typeof PremadeRisqueSchema>;

export const PremadeUniteCatalogueSchema = z.object({
  idUniteDeTravail: z.string(),
  displayName: z.string(),
  isHighlighted: z.boolean(),
});
export type PremadeUniteCatalogue = z.infer<typeof PremadeUniteCatalogueSchema>;

/**
 * The premade master data as `GET /api/duerpmasterdata/risques` answers it: units,
 * families, categories and risks, the document's sector highlighted. @duerp/masterdata builds it.
 */
export const PremadeCatalogueSchema = z.object({
  unitesDeTravail: z.array(PremadeUniteCatalogueSchema),
  familleDeRisques: z.array(FamilleDeRisquesSchema),
  categorieDeRisques: z.array(CategorieDeRisquesSchema),
  risques: z.array(PremadeRisqueSchema),
});
export type PremadeCatalogue = z.infer<typeof PremadeCatalogueSchema>;
