import { and, asc, count, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  chemicalAttachments,
  chemicalExposures,
  chemicalProducts,
} from '../../../db/schema/index.js';

/** A product's columns but its sheet's bytes. */
const PRODUCT = {
  id: chemicalProducts.id,
  nomCommercial: chemicalProducts.nomCommercial,
  fournisseur: chemicalProducts.fournisseur,
  usage: chemicalProducts.usage,
  quantite: chemicalProducts.quantite,
  frequence: chemicalProducts.frequence,
  unitesDeTravail: chemicalProducts.unitesDeTravail,
  utilisateurs: chemicalProducts.utilisateurs,
  pictogrammes: chemicalProducts.pictogrammes,
  mentionsDanger: chemicalProducts.mentionsDanger,
  fdsDateRevision: chemicalProducts.fdsDateRevision,
  fdsByteSize: chemicalProducts.fdsByteSize,
  fdsUploadTime: chemicalProducts.fdsUploadTime,
  creationTime: chemicalProducts.creationTime,
  updateTime: chemicalProducts.updateTime,
  // Qualified by hand: drizzle writes a bare column name, which the subquery would read as its own.
  substitutionCount: sql<number>`(select count(*)::int from chemical_substitutions s where s.product_id = ${chemicalProducts}.id)`,
};
export type ProductValues = Omit<
  typeof chemicalProducts.$inferInsert,
  'id' | 'espaceId' | 'creationTime' | 'updateTime' | 'fdsData' | 'fdsByteSize' | 'fdsUploadTime'
>;

const ofEspace = (espaceId: string, productId: string) =>
  and(eq(chemicalProducts.espaceId, espaceId), eq(chemicalProducts.id, productId));

export function listProductRows(db: Executor, espaceId: string) {
  return db
    .select(PRODUCT)
    .from(chemicalProducts)
    .where(eq(chemicalProducts.espaceId, espaceId))
    .orderBy(asc(chemicalProducts.nomCommercial), asc(chemicalProducts.creationTime));
}

export type ProductRow = Awaited<ReturnType<typeof listProductRows>>[number];

export async function findProductRow(db: Executor, espaceId: string, productId: string) {
  const [row] = await db
    .select(PRODUCT)
    .from(chemicalProducts)
    .where(ofEspace(espaceId, productId));
  return row ?? null;
}

export async function insertProduct(db: Executor, espaceId: string, values: ProductValues) {
  const [row] = await db
    .insert(chemicalProducts)
    .values({ ...values, espaceId })
    .returning({ id: chemicalProducts.id });
  return row!.id;
}

/** False when the product is not the espace's. */
export async function updateProduct(
  db: Executor,
  espaceId: string,
  productId: string,
  values: Partial<typeof chemicalProducts.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(chemicalProducts)
    .set({ ...values, updateTime: new Date() })
    .where(ofEspace(espaceId, productId))
    .returning({ id: chemicalProducts.id });
  return rows.length > 0;
}

export async function deleteProduct(db: Executor, espaceId: string, productId: string) {
  const rows = await db
    .delete(chemicalProducts)
    .where(ofEspace(espaceId, productId))
    .returning({ id: chemicalProducts.id });
  return rows.length > 0;
}

export async function countExposuresOf(db: Executor, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chemicalExposures)
    .where(eq(chemicalExposures.productId, productId));
  return row?.n ?? 0;
}

export async function findFdsBytes(db: Executor, espaceId: string, productId: string) {
  const [row] = await db
    .select({ data: chemicalProducts.fdsData })
    .from(chemicalProducts)
    .where(ofEspace(espaceId, productId));
  return row?.data ?? null;
}

/** Bytes of sheets and attachments the espace holds. */
export async function storedBytesOfEspace(db: Executor, espaceId: string): Promise<number> {
  const [fds] = await db
    .select({ total: sum(chemicalProducts.fdsByteSize) })
    .from(chemicalProducts)
    .where(eq(chemicalProducts.espaceId, espaceId));
  const [files] = await db
    .select({ total: sum(chemicalAttachments.byteSize) })
    .from(chemicalAttachments)
    .where(eq(chemicalAttachments.espaceId, espaceId));
  return Number(fds?.total ?? 0) + Number(files?.total ?? 0);
}
