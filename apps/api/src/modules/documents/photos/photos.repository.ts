import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { photos, versionPhotos } from '../../../db/schema/index.js';

/** A photo's columns but its bytes. */
const META = {
  id: photos.id,
  idUniteDeTravail: photos.idUniteDeTravail,
  idRisque: photos.idRisque,
  idAction: photos.idAction,
  legende: photos.legende,
  mimeType: photos.mimeType,
  byteSize: photos.byteSize,
  width: photos.width,
  height: photos.height,
  creationTime: photos.creationTime,
};
export type PhotoRow = { [K in keyof typeof META]: (typeof photos.$inferSelect)[K] };

/** A photo's bytes, or its thumbnail's, with the type to serve them as. */
export interface PhotoBytes {
  mimeType: string;
  bytes: Buffer;
}
const bytesOf = (thumbnail: boolean) => ({
  mimeType: thumbnail ? sql<string>`'image/jpeg'` : photos.mimeType,
  bytes: thumbnail ? photos.thumbnail : photos.data,
});

/** One item of a document: a risk or an action. */
export type PhotoTarget =
  { idRisque: string; idAction?: undefined } | { idAction: string; idRisque?: undefined };

const onTarget = (target: PhotoTarget) =>
  target.idRisque !== undefined
    ? eq(photos.idRisque, target.idRisque)
    : eq(photos.idAction, target.idAction);

const inDraft = (documentId: string) =>
  and(eq(photos.duerpDocumentId, documentId), isNull(photos.deletionTime));

export async function countDraftPhotosOn(db: Executor, documentId: string, target: PhotoTarget) {
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(inDraft(documentId), onTarget(target)));
  return row?.n ?? 0;
}

export async function insertPhoto(db: Executor, values: typeof photos.$inferInsert) {
  const [row] = await db.insert(photos).values(values).returning(META);
  return row!;
}

/** The draft's photos (not deleted), oldest first. */
export function listDraftPhotos(db: Executor, documentId: string): Promise<PhotoRow[]> {
  return db
    .select(META)
    .from(photos)
    .where(inDraft(documentId))
    .orderBy(asc(photos.creationTime), asc(photos.id));
}

export async function findDraftPhotoBytes(
  db: Executor,
  documentId: string,
  photoId: string,
  thumbnail: boolean,
): Promise<PhotoBytes | null> {
  const [row] = await db
    .select(bytesOf(thumbnail))
    .from(photos)
    .where(and(inDraft(documentId), eq(photos.id, photoId)));
  return row ?? null;
}

export async function updateLegende(
  db: Executor,
  documentId: string,
  photoId: string,
  legende: string,
): Promise<PhotoRow | null> {
  const [row] = await db
    .update(photos)
    .set({ legende })
    .where(and(inDraft(documentId), eq(photos.id, photoId)))
    .returning(META);
  return row ?? null;
}

/**
 * Takes a photo out of the draft: the row goes unless a version holds it, in which case it is
 * only marked deleted. False when the draft has no such photo.
 */
export async function removeDraftPhoto(db: Executor, documentId: string, photoId: string) {
  const referenced = sql`EXISTS (SELECT 1 FROM ${versionPhotos} WHERE ${versionPhotos.photoId} = ${photos.id})`;
  const target = and(inDraft(documentId), eq(photos.id, photoId));
  const deleted = await db
    .delete(photos)
    .where(and(target, sql`NOT ${referenced}`))
    .returning({ id: photos.id });
  if (deleted.length > 0) return true;
  const marked = await db
    .update(photos)
    .set({ deletionTime: new Date() })
    .where(target)
    .returning({ id: photos.id });
  return marked.length > 0;
}

/** Ties these photos to a version, in this order, with their captions as they are now. */
export async function insertVersionPhotos(
  db: Executor,
  versionId: string,
  held: { id: string; legende: string }[],
) {
  if (held.length === 0) return;
  await db
    .insert(versionPhotos)
    .values(
      held.map((p, position) => ({ versionId, photoId: p.id, position, legende: p.legende })),
    );
}

/** A version's view of its photos: the caption it was generated with. */
const VERSION_META = { ...META, legende: versionPhotos.legende };

/** A version's photos, in their order. */
export function listVersionPhotoRows(db: Executor, versionId: string): Promise<PhotoRow[]> {
  return db
    .select(VERSION_META)
    .from(versionPhotos)
    .innerJoin(photos, eq(photos.id, versionPhotos.photoId))
    .where(eq(versionPhotos.versionId, versionId))
    .orderBy(asc(versionPhotos.position));
}

/** A version's photos with their bytes, in their order (the PDF and DOCX annex, the archive). */
export function listVersionPhotoRowsWithBytes(db: Executor, versionId: string) {
  return db
    .select({ ...VERSION_META, data: photos.data })
    .from(versionPhotos)
    .innerJoin(photos, eq(photos.id, versionPhotos.photoId))
    .where(eq(versionPhotos.versionId, versionId))
    .orderBy(asc(versionPhotos.position));
}

/** A photo's bytes if one of these versions holds it. */
export async function findVersionPhotoBytes(
  db: Executor,
  versionIds: string[],
  photoId: string,
  thumbnail: boolean,
): Promise<PhotoBytes | null> {
  if (versionIds.length === 0) return null;
  const [row] = await db
    .select(bytesOf(thumbnail))
    .from(versionPhotos)
    .innerJoin(photos, eq(photos.id, versionPhotos.photoId))
    .where(and(inArray(versionPhotos.versionId, versionIds), eq(versionPhotos.photoId, photoId)))
    .limit(1);
  return row ?? null;
}

/** Every photo of these documents, in their drafts or held by a version, oldest first. */
export function listPhotosOfDocuments(db: Executor, documentIds: string[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ...META, duerpDocumentId: photos.duerpDocumentId, deletionTime: photos.deletionTime })
    .from(photos)
    .where(inArray(photos.duerpDocumentId, documentIds))
    .orderBy(asc(photos.creationTime), asc(photos.id));
}

/** A photo's bytes, whoever holds it (the caller has checked the access). */
export async function findPhotoData(db: Executor, photoId: string): Promise<Buffer | null> {
  const [row] = await db.select({ data: photos.data }).from(photos).where(eq(photos.id, photoId));
  return row?.data ?? null;
}
