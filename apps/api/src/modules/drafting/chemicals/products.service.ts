import {
  CHEMICAL_MESSAGES as M,
  CHEMICAL_STORAGE_MAX_BYTES,
  type ProductBody,
  type ProductUnitLink,
} from '@duerp/domain/chemicals';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import type { Membership } from '../../identity/espaces/index.js';
import { existingUnitKeys } from '../../documents/document-store/index.js';
import { badRequest, conflict, HttpError, notFound } from '../../../errors.js';
import { checkedPdf } from './files.js';
import { readFdsHazardCodes } from './fds-text/fds-text-pool.js';
import { toProduct } from './present.js';
import {
  countExposuresOf,
  deleteProduct,
  findFdsBytes,
  findProductRow,
  insertProduct,
  listProductRows,
  storedBytesOfEspace,
  updateProduct,
  type ProductRow,
} from './products.repository.js';

const unitKey = (u: ProductUnitLink) => `${u.idDuerp}/${u.idUniteDeTravail}`;

async function liveUnitsOf(db: Executor, espaceId: string, rows: ProductRow[]) {
  const duerpIds = [...new Set(rows.flatMap((r) => r.unitesDeTravail.map((u) => u.idDuerp)))];
  return existingUnitKeys(db, espaceId, duerpIds);
}

/** Every link must name a unit of a live DUERP of the espace; the same unit is kept once. */
async function checkedUnits(db: Executor, espaceId: string, links: ProductUnitLink[]) {
  const unique = [...new Map(links.map((u) => [unitKey(u), u])).values()];
  const existing = await existingUnitKeys(db, espaceId, [...new Set(unique.map((u) => u.idDuerp))]);
  if (unique.some((u) => !existing.has(unitKey(u)))) throw badRequest(M.uniteNotFound);
  return unique;
}

/** The product of the espace, or 404. */
export async function requireProduct(db: Executor, espaceId: string, productId: string) {
  const row = await findProductRow(db, espaceId, productId);
  if (!row) throw notFound(M.productNotFound);
  return row;
}

async function answer(deps: Deps, member: Membership, row: ProductRow) {
  const live = await liveUnitsOf(deps.db, member.espaceId, [row]);
  return toProduct(row, member.role, live, new Date());
}

export async function listProducts(deps: Deps, member: Membership) {
  const rows = await listProductRows(deps.db, member.espaceId);
  const live = await liveUnitsOf(deps.db, member.espaceId, rows);
  const now = new Date();
  return { produits: rows.map((row) => toProduct(row, member.role, live, now)) };
}

export async function getProduct(deps: Deps, member: Membership, productId: string) {
  return answer(deps, member, await requireProduct(deps.db, member.espaceId, productId));
}

export async function createProduct(deps: Deps, member: Membership, body: ProductBody) {
  const unitesDeTravail = await checkedUnits(deps.db, member.espaceId, body.unitesDeTravail);
  const id = await insertProduct(deps.db, member.espaceId, { ...body, unitesDeTravail });
  return getProduct(deps, member, id);
}

/** Replaces what the form holds; the sheet's file is kept (it is sent apart). */
export async function replaceProduct(
  deps: Deps,
  member: Membership,
  productId: string,
  body: ProductBody,
) {
  const unitesDeTravail = await checkedUnits(deps.db, member.espaceId, body.unitesDeTravail);
  const updated = await updateProduct(deps.db, member.espaceId, productId, {
    ...body,
    unitesDeTravail,
  });
  if (!updated) throw notFound(M.productNotFound);
  return getProduct(deps, member, productId);
}

/** A product on the exposure list is kept with it: its lines are removed first, one by one. */
export async function removeProduct(deps: Deps, member: Membership, productId: string) {
  await deps.db.transaction(async (tx) => {
    await requireProduct(tx, member.espaceId, productId);
    if ((await countExposuresOf(tx, productId)) > 0) throw conflict(M.productHasExposures);
    await deleteProduct(tx, member.espaceId, productId);
  });
}

/** Refuses a file that would take the espace past its storage quota. */
export async function checkStorageRoom(
  db: Executor,
  espaceId: string,
  adding: number,
  freeing = 0,
) {
  const used = await storedBytesOfEspace(db, espaceId);
  if (used - freeing + adding > CHEMICAL_STORAGE_MAX_BYTES) {
    throw new HttpError(413, M.storageQuota(CHEMICAL_STORAGE_MAX_BYTES));
  }
}

/**
 * Stores the product's safety data sheet (replacing the previous one) and answers the H-codes
 * its section 2 prints, as suggestions: the product's codes are left as they are.
 */
export async function uploadFds(
  deps: Deps,
  member: Membership,
  productId: string,
  readBody: () => Promise<Buffer>,
) {
  const before = await requireProduct(deps.db, member.espaceId, productId);
  const pdf = checkedPdf(await readBody());
  await checkStorageRoom(deps.db, member.espaceId, pdf.length, before.fdsByteSize ?? 0);
  await updateProduct(deps.db, member.espaceId, productId, {
    fdsData: pdf,
    fdsByteSize: pdf.length,
    fdsUploadTime: new Date(),
  });
  const suggestions = await readFdsHazardCodes(pdf);
  return { produit: await getProduct(deps, member, productId), suggestions };
}

export async function fdsBytes(deps: Deps, espaceId: string, productId: string) {
  await requireProduct(deps.db, espaceId, productId);
  const bytes = await findFdsBytes(deps.db, espaceId, productId);
  if (!bytes) throw notFound(M.fdsMissing);
  return bytes;
}
