import {
  PHOTO_MESSAGES as M,
  PHOTO_QUOTA_DEFAULT_BYTES,
  PHOTOS_PER_ITEM_MAX,
  type Photo,
  type PhotoUploadQuery,
  type PhotoMimeType,
} from '@duerp/domain/photos';
import type { DuerpData } from '@duerp/domain/duerp';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, HttpError, notFound } from '../../../errors.js';
import { documentStore, lockLiveDocument } from '../document-store/index.js';
import { findPhotoQuota, lockEspaceRow } from '../../identity/espaces/index.js';
import { listVersionNumbersOfPhotos, liveBytesOfEspace } from '../photo-queries/index.js';
import { processImage } from './image.js';
import {
  countDraftPhotosOn,
  findDraftPhotoBytes,
  findPhotoData,
  findVersionPhotoBytes,
  insertPhoto,
  insertVersionPhotos,
  listDraftPhotos,
  listPhotosOfDocuments,
  listVersionPhotoRows,
  listVersionPhotoRowsWithBytes,
  removeDraftPhoto,
  updateLegende,
  type PhotoBytes,
  type PhotoRow,
  type PhotoTarget,
} from './photos.repository.js';

/** Who uploads: the signed-in account, in the espace the policy decided. */
export interface PhotoActor {
  accountId: string;
  espaceId: string;
}

export function toPhoto(row: PhotoRow): Photo {
  return { ...row, creationTime: row.creationTime.toISOString() };
}

const targetOf = (q: { idRisque?: string | null; idAction?: string | null }): PhotoTarget =>
  q.idRisque != null ? { idRisque: q.idRisque } : { idAction: q.idAction! };

/** Whether the data holds the item in that unit. */
function holds(data: DuerpData, idUniteDeTravail: string, target: PhotoTarget): boolean {
  const unite = data.unitesDeTravail.find((u) => u.idUniteDeTravail === idUniteDeTravail);
  if (!unite) return false;
  return target.idRisque !== undefined
    ? unite.risques.some((r) => r.idRisque === target.idRisque)
    : unite.papripactActionsPreventives.some((a) => a.idAction === target.idAction);
}

/** 404 with what is missing: the unit, or the risk or action in it. */
function requireItem(data: DuerpData, idUniteDeTravail: string, target: PhotoTarget) {
  if (!data.unitesDeTravail.some((u) => u.idUniteDeTravail === idUniteDeTravail))
    throw notFound(M.uniteNotFound);
  if (!holds(data, idUniteDeTravail, target))
    throw notFound(target.idRisque !== undefined ? M.risqueNotFound : M.actionNotFound);
}

/** The espace's quota in bytes: its own figure, else the default. */
export async function photoQuotaOf(db: Executor, espaceId: string): Promise<number> {
  return (await findPhotoQuota(db, espaceId)) ?? PHOTO_QUOTA_DEFAULT_BYTES;
}

/** What an espace's live photos weigh, and its quota, in bytes. */
export async function photoUsage(db: Executor, espaceId: string) {
  return { used: await liveBytesOfEspace(db, espaceId), quota: await photoQuotaOf(db, espaceId) };
}

/** 400 when the item is full, 413 when the espace's quota cannot take `adding` more bytes. */
async function checkLimits(
  db: Executor,
  espaceId: string,
  documentId: string,
  target: PhotoTarget,
  adding: number,
) {
  if ((await countDraftPhotosOn(db, documentId, target)) >= PHOTOS_PER_ITEM_MAX) {
    throw badRequest(
      M.perItem(PHOTOS_PER_ITEM_MAX, target.idRisque !== undefined ? 'risque' : 'action'),
    );
  }
  const quota = await photoQuotaOf(db, espaceId);
  if ((await liveBytesOfEspace(db, espaceId)) + adding > quota) {
    throw new HttpError(413, M.quota(quota));
  }
}

/**
 * A new photo on a risk or an action the draft holds. The limits are checked before the image is
 * re-encoded (a refusal costs no decoding), then again under the espace's lock with the real size,
 * so that concurrent uploads cannot pass them together.
 */
export async function uploadPhoto(
  deps: Deps,
  actor: PhotoActor,
  documentId: string,
  query: PhotoUploadQuery,
  declared: PhotoMimeType,
  readBody: () => Promise<Buffer>,
): Promise<Photo> {
  const { espaceId } = actor;
  const document = await documentStore.require(deps.db, espaceId, documentId);
  const target = targetOf(query);
  requireItem(document.data, query.idUniteDeTravail, target);
  await checkLimits(deps.db, espaceId, documentId, target, 0);
  const image = await processImage(await readBody(), declared);
  const row = await deps.db.transaction(async (tx) => {
    await lockEspaceRow(tx, espaceId);
    if (!(await lockLiveDocument(tx, espaceId, documentId))) throw notFound();
    await checkLimits(tx, espaceId, documentId, target, image.data.length);
    await documentStore.changedBeside(tx, espaceId, documentId, actor.accountId);
    return insertPhoto(tx, {
      espaceId,
      duerpDocumentId: documentId,
      idUniteDeTravail: query.idUniteDeTravail,
      idRisque: target.idRisque ?? null,
      idAction: target.idAction ?? null,
      legende: query.legende ?? '',
      mimeType: image.mimeType,
      byteSize: image.data.length,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      data: image.data,
      thumbnail: image.thumbnail,
      createdByAccountId: actor.accountId,
    });
  });
  return toPhoto(row);
}

export async function listPhotos(deps: Deps, espaceId: string, documentId: string) {
  await documentStore.requireAccess(deps.db, espaceId, documentId);
  return { photos: (await listDraftPhotos(deps.db, documentId)).map(toPhoto) };
}

export async function photoBytes(
  deps: Deps,
  espaceId: string,
  documentId: string,
  photoId: string,
  thumbnail: boolean,
): Promise<PhotoBytes> {
  await documentStore.requireAccess(deps.db, espaceId, documentId);
  const found = await findDraftPhotoBytes(deps.db, documentId, photoId, thumbnail);
  if (!found) throw notFound(M.photoNotFound);
  return found;
}

export async function captionPhoto(
  deps: Deps,
  { espaceId, accountId }: PhotoActor,
  documentId: string,
  photoId: string,
  legende: string,
): Promise<Photo> {
  await documentStore.requireAccess(deps.db, espaceId, documentId);
  const row = await updateLegende(deps.db, documentId, photoId, legende);
  if (!row) throw notFound(M.photoNotFound);
  await documentStore.changedBeside(deps.db, espaceId, documentId, accountId);
  return toPhoto(row);
}

/** Out of the draft; the versions that hold it keep it. */
export async function deletePhoto(
  deps: Deps,
  { espaceId, accountId }: PhotoActor,
  documentId: string,
  photoId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockLiveDocument(tx, espaceId, documentId))) throw notFound();
    if (!(await removeDraftPhoto(tx, documentId, photoId))) throw notFound(M.photoNotFound);
    await documentStore.changedBeside(tx, espaceId, documentId, accountId);
  });
}

/**
 * In the transaction generating a version (the document locked): the draft's photos whose risk
 * or action the version's data holds, tied to the version in their order with their captions.
 * Those on an item deleted since are left out.
 */
export async function attachDraftPhotosToVersion(
  tx: Executor,
  documentId: string,
  versionId: string,
  data: DuerpData,
): Promise<void> {
  const rows = await listDraftPhotos(tx, documentId);
  const kept = rows.filter((r) => holds(data, r.idUniteDeTravail, targetOf(r)));
  await insertVersionPhotos(tx, versionId, kept);
}

/** A version's photos, in their order. Access is checked by the caller. */
export async function listVersionPhotos(db: Executor, versionId: string) {
  return { photos: (await listVersionPhotoRows(db, versionId)).map(toPhoto) };
}

/** A photo's bytes if one of these versions holds it, else 404. Access is checked by the caller. */
export async function versionPhotoBytes(
  db: Executor,
  versionIds: string[],
  photoId: string,
  thumbnail: boolean,
): Promise<PhotoBytes> {
  const found = await findVersionPhotoBytes(db, versionIds, photoId, thumbnail);
  if (!found) throw notFound(M.photoNotFound);
  return found;
}

/** A version's photos with their bytes, in their order (the annex of the PDF and the DOCX). */
export async function listVersionPhotosWithBytes(db: Executor, versionId: string) {
  const rows = await listVersionPhotoRowsWithBytes(db, versionId);
  return rows.map((r) => ({
    id: r.id,
    idUniteDeTravail: r.idUniteDeTravail,
    idRisque: r.idRisque,
    idAction: r.idAction,
    legende: r.legende,
    creationTime: r.creationTime.toISOString(),
    mimeType: r.mimeType,
    data: r.data,
  }));
}

/**
 * Every photo of these documents for the espace's archive: the draft's and those only versions
 * hold, each with the versions that hold it. Bytes are read one photo at a time (`photoData`).
 */
export async function listArchivePhotos(db: Executor, documentIds: string[]) {
  const rows = await listPhotosOfDocuments(db, documentIds);
  const held = await listVersionNumbersOfPhotos(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ deletionTime, ...row }) => ({
    ...toPhoto(row),
    duerpDocumentId: row.duerpDocumentId,
    dansLeBrouillon: deletionTime === null,
    versions: held.filter((h) => h.photoId === row.id).map((h) => h.versionNumber),
  }));
}

export async function photoData(db: Executor, photoId: string): Promise<Buffer> {
  const data = await findPhotoData(db, photoId);
  if (!data) throw notFound(M.photoNotFound);
  return data;
}
