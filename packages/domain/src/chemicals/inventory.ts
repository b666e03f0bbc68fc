import { z } from 'zod';
import { RESULTATS, RESULTAT_LABELS, type Resultat } from './constants.js';
import type { CmrClass } from './hazard-codes.js';
import { CmrClassSchema } from './responses.js';

/**
 * The catalogue's number of « Produits chimiques, émissions et déchets » (7th family of
 * packages/masterdata/src/families.ts, whose order never changes): its categories' codes start with it.
 */
const CHEMICAL_FAMILY_NUMBER = '7';

/** Whether a document category (code « 7.3 ») belongs to the chemical family. */
export function isChemicalCategoryCode(code: string): boolean {
  return code.split('.')[0] === CHEMICAL_FAMILY_NUMBER;
}

/**
 * A product of the register as a version holds it at generation: what the « Inventaire des
 * produits chimiques » prints, and for a CMR 1A/1B product the anonymised exposure summary (how
 * many workers, the nature, duration and degree of each exposure — never who).
 */
export const InventoryProductSchema = z.object({
  nomCommercial: z.string(),
  fournisseur: z.string(),
  /** The pictograms as printed, « SGH02 Flamme »: frozen with the version like every text of it. */
  pictogrammes: z.array(z.string()),
  mentionsDanger: z.array(z.string()),
  cmr: CmrClassSchema,
  /** YYYY-MM-DD, or null when the sheet's revision date is not known. */
  fdsDateRevision: z.string().nullable(),
  fdsPresente: z.boolean(),
  nombreDemarches: z.number().int(),
  /** The result of the latest substitution entry, null without one. */
  dernierResultat: z.enum(RESULTATS).nullable(),
  /** The work units of this document where the product is used. */
  unites: z.array(z.string()),
  expositions: z
    .object({
      nombreTravailleurs: z.number().int(),
      lignes: z.array(z.object({ nature: z.string(), duree: z.string(), degre: z.string() })),
    })
    .nullable(),
});
export type InventoryProduct = z.infer<typeof InventoryProductSchema>;

export const ChemicalInventorySchema = z.object({ produits: z.array(InventoryProductSchema) });
export type ChemicalInventory = z.infer<typeof ChemicalInventorySchema>;

/** The substitution status the inventory prints: only a CMR product owes one. */
export function substitutionStatusText(
  cmr: CmrClass | null,
  nombreDemarches: number,
  dernierResultat: Resultat | null,
): string {
  if (cmr === null) return 'Sans objet';
  if (nombreDemarches === 0 || dernierResultat === null) return 'Aucune démarche consignée';
  const count = nombreDemarches === 1 ? '1 démarche' : `${nombreDemarches} démarches`;
  return `${RESULTAT_LABELS[dernierResultat]} (${count})`;
}

/**
 * The text of the action a CMR product proposes: the search for a substitute that R4412-66 asks
 * the employer to record in the DUERP (docs/chemicals-articles.md).
 */
export function substitutionActionText(nomCommercial: string): string {
  return `Rechercher un produit ou un procédé de remplacement moins dangereux pour « ${nomCommercial} » (agent CMR), et consigner le résultat des démarches (article R4412-66 du Code du travail).`;
}

/** Per work unit of a DUERP, the register's products used there: the sources of its chemical risks. */
export const DuerpChemicalsSchema = z.object({
  unites: z.array(
    z.object({
      idUniteDeTravail: z.string(),
      produits: z.array(
        z.object({
          id: z.string(),
          nomCommercial: z.string(),
          cmr: CmrClassSchema,
          pictogrammes: z.array(z.string()),
          substitutionCount: z.number().int(),
        }),
      ),
    }),
  ),
});
export type DuerpChemicals = z.infer<typeof DuerpChemicalsSchema>;

/** What a Seirich import did: the lines taken, the risks whose level changed, each line's error. */
export const SeirichImportAnswerSchema = z.object({
  lignesReprises: z.number().int(),
  risquesModifies: z.number().int(),
  erreurs: z.array(z.object({ line: z.number().int(), message: z.string() })),
  revision: z.number().int(),
});
export type SeirichImportAnswer = z.infer<typeof SeirichImportAnswerSchema>;
