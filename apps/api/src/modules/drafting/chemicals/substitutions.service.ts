import {
  CHEMICAL_MESSAGES as M,
  SUBSTITUTION_ATTACHMENTS_MAX,
  cmrClassOf,
  type SubstitutionBody,
} from '@duerp/domain/chemicals';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, notFound } from '../../../errors.js';
import { attachmentType } from './files.js';
import { checkStorageRoom, requireProduct } from './products.service.js';
import {
  deleteAttachment,
  deleteSubstitution,
  findAttachmentBytes,
  findSubstitution,
  insertAttachment,
  insertSubstitution,
  listAttachmentRows,
  listSubstitutionRows,
} from './register.repository.js';

type SubstitutionRow = Awaited<ReturnType<typeof listSubstitutionRows>>[number];
type AttachmentRow = Awaited<ReturnType<typeof listAttachmentRows>>[number];

const toAttachment = (a: AttachmentRow) => ({
  id: a.id,
  nom: a.nom,
  mimeType: a.mimeType,
  byteSize: a.byteSize,
  creationTime: a.creationTime.toISOString(),
});

function toSubstitution(row: SubstitutionRow, attachments: AttachmentRow[]) {
  return {
    id: row.id,
    date: row.date,
    piste: row.piste,
    demarche: row.demarche,
    resultat: row.resultat,
    commentaire: row.commentaire,
    piecesJointes: attachments.filter((a) => a.substitutionId === row.id).map(toAttachment),
    creationTime: row.creationTime.toISOString(),
  };
}

/** The substitution entries of products, with their attachments (metadata only). */
export async function substitutionsOf(db: Executor, productIds: string[]) {
  const rows = await listSubstitutionRows(db, productIds);
  const attachments = await listAttachmentRows(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ productId: row.productId, entry: toSubstitution(row, attachments) }));
}

export async function listSubstitutions(deps: Deps, espaceId: string, productId: string) {
  await requireProduct(deps.db, espaceId, productId);
  return { demarches: (await substitutionsOf(deps.db, [productId])).map((s) => s.entry) };
}

export async function addSubstitution(
  deps: Deps,
  espaceId: string,
  productId: string,
  body: SubstitutionBody,
) {
  const product = await requireProduct(deps.db, espaceId, productId);
  if (cmrClassOf(product.mentionsDanger) === null) throw badRequest(M.substitutionNotCmr);
  const row = await insertSubstitution(deps.db, { ...body, espaceId, productId });
  return toSubstitution(row, []);
}

async function requireEntry(db: Executor, espaceId: string, productId: string, entryId: string) {
  await requireProduct(db, espaceId, productId);
  const entry = await findSubstitution(db, productId, entryId);
  if (!entry) throw notFound(M.substitutionNotFound);
  return entry;
}

export async function removeSubstitution(
  deps: Deps,
  espaceId: string,
  productId: string,
  entryId: string,
) {
  await requireProduct(deps.db, espaceId, productId);
  if (!(await deleteSubstitution(deps.db, productId, entryId))) {
    throw notFound(M.substitutionNotFound);
  }
}

export async function addAttachment(
  deps: Deps,
  espaceId: string,
  ids: { productId: string; entryId: string },
  nom: string,
  readBody: () => Promise<Buffer>,
) {
  await requireEntry(deps.db, espaceId, ids.productId, ids.entryId);
  const existing = await listAttachmentRows(deps.db, [ids.entryId]);
  if (existing.length >= SUBSTITUTION_ATTACHMENTS_MAX) {
    throw badRequest(M.attachmentsPerEntry(SUBSTITUTION_ATTACHMENTS_MAX));
  }
  const data = await readBody();
  const mimeType = attachmentType(data);
  await checkStorageRoom(deps.db, espaceId, data.length);
  const row = await insertAttachment(deps.db, {
    espaceId,
    substitutionId: ids.entryId,
    nom,
    mimeType,
    byteSize: data.length,
    data,
  });
  return toAttachment(row);
}

export async function attachmentBytes(
  deps: Deps,
  espaceId: string,
  ids: { productId: string; entryId: string; attachmentId: string },
) {
  await requireEntry(deps.db, espaceId, ids.productId, ids.entryId);
  const file = await findAttachmentBytes(deps.db, ids.entryId, ids.attachmentId);
  if (!file) throw notFound(M.attachmentNotFound);
  return file;
}

export async function removeAttachment(
  deps: Deps,
  espaceId: string,
  ids: { productId: string; entryId: string; attachmentId: string },
) {
  await requireEntry(deps.db, espaceId, ids.productId, ids.entryId);
  if (!(await deleteAttachment(deps.db, ids.entryId, ids.attachmentId))) {
    throw notFound(M.attachmentNotFound);
  }
}
