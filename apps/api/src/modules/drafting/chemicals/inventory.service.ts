import {
  cmrClassOf,
  type ChemicalInventory,
  type DuerpChemicals,
  type InventoryProduct,
} from '@duerp/domain/chemicals';
import type { DuerpData } from '@duerp/domain/duerp';
import { PICTOGRAMS } from '@duerp/masterdata';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { getDuerp } from '../duerp/index.js';
import { exposureList } from './exposures.service.js';
import { listProductRows, type ProductRow } from './products.repository.js';
import { listSubstitutionRows } from './register.repository.js';

/** The products used in units of this document, each with the units (of it) where it is. */
async function productsOfDocument(
  db: Executor,
  espaceId: string,
  documentId: string,
  data: DuerpData,
) {
  const unitIds = new Set(data.unitesDeTravail.map((u) => u.idUniteDeTravail));
  return (await listProductRows(db, espaceId))
    .map((row) => ({
      row,
      unites: row.unitesDeTravail
        .filter((u) => u.idDuerp === documentId && unitIds.has(u.idUniteDeTravail))
        .map((u) => u.idUniteDeTravail),
    }))
    .filter((p) => p.unites.length > 0);
}

/** Per unit of the DUERP, the products used there, for the editor's chemical risks. */
export async function duerpChemicals(
  deps: Deps,
  espaceId: string,
  documentId: string,
): Promise<DuerpChemicals> {
  const { data } = await getDuerp(deps, espaceId, documentId);
  const products = await productsOfDocument(deps.db, espaceId, documentId, data);
  return {
    unites: data.unitesDeTravail.map((unite) => ({
      idUniteDeTravail: unite.idUniteDeTravail,
      produits: products
        .filter((p) => p.unites.includes(unite.idUniteDeTravail))
        .map(({ row }) => ({
          id: row.id,
          nomCommercial: row.nomCommercial,
          cmr: cmrClassOf(row.mentionsDanger),
          pictogrammes: row.pictogrammes,
          substitutionCount: row.substitutionCount,
        })),
    })),
  };
}

/** « SGH02 Inflammable »: the label the inventory prints, frozen in the version. */
const PICTOGRAM_LABELS = new Map<string, string>(
  PICTOGRAMS.map((p) => [p.code, `${p.code} ${p.nom}`]),
);

function latestResults(rows: Awaited<ReturnType<typeof listSubstitutionRows>>) {
  // The rows come oldest first: the last one written for a product is its latest.
  return new Map(rows.map((r) => [r.productId, r.resultat]));
}

function inventoryProduct(
  row: ProductRow,
  unites: string[],
  latest: ReturnType<typeof latestResults>,
  exposed: Map<string, NonNullable<InventoryProduct['expositions']>>,
): InventoryProduct {
  const cmr = cmrClassOf(row.mentionsDanger);
  return {
    nomCommercial: row.nomCommercial,
    fournisseur: row.fournisseur,
    pictogrammes: row.pictogrammes.map((code) => PICTOGRAM_LABELS.get(code) ?? code),
    mentionsDanger: row.mentionsDanger,
    cmr,
    fdsDateRevision: row.fdsDateRevision,
    fdsPresente: row.fdsByteSize !== null,
    nombreDemarches: row.substitutionCount,
    dernierResultat: latest.get(row.id) ?? null,
    unites,
    expositions:
      cmr === 'avere' ? (exposed.get(row.id) ?? { nombreTravailleurs: 0, lignes: [] }) : null,
  };
}

/**
 * The register as a new version of the document holds it (the version's `inventaireChimique`):
 * the products used in its units, with the anonymised exposure summary of CMR products. Nothing
 * when no product is used in it, so that its snapshot is what it was before the register.
 */
export async function chemicalSnapshotPart(
  db: Executor,
  espaceId: string,
  documentId: string,
  data: DuerpData,
): Promise<{ inventaireChimique?: ChemicalInventory }> {
  const products = await productsOfDocument(db, espaceId, documentId, data);
  if (products.length === 0) return {};
  const latest = latestResults(
    await listSubstitutionRows(
      db,
      products.map((p) => p.row.id),
    ),
  );
  const anonymous = await exposureList(db, espaceId, true);
  const exposed = new Map(
    anonymous.produits.map((p) => [
      p.id,
      {
        nombreTravailleurs: p.nombreTravailleurs,
        lignes: p.expositions.map(({ nature, duree, degre }) => ({ nature, duree, degre })),
      },
    ]),
  );
  return {
    inventaireChimique: {
      produits: products.map(({ row, unites }) => inventoryProduct(row, unites, latest, exposed)),
    },
  };
}
