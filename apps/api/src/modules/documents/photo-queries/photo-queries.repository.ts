import { and, asc, eq, inArray, isNull, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { duerpDocuments, duerpVersions, photos, versionPhotos } from '../../../db/schema/index.js';

/** Bytes of the espace's live photos: not deleted from a draft, their document not deleted. */
export async function liveBytesOfEspace(db: Executor, espaceId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(photos.byteSize) })
    .from(photos)
    .innerJoin(duerpDocuments, eq(duerpDocuments.id, photos.duerpDocumentId))
    .where(
      and(
        eq(photos.espaceId, espaceId),
        isNull(photos.deletionTime),
        isNull(duerpDocuments.deletedAt),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The numbers of the versions holding each of these photos. */
export function listVersionNumbersOfPhotos(db: Executor, photoIds: string[]) {
  if (photoIds.length === 0) return Promise.resolve([]);
  return db
    .select({ photoId: versionPhotos.photoId, versionNumber: duerpVersions.versionNumber })
    .from(versionPhotos)
    .innerJoin(duerpVersions, eq(duerpVersions.id, versionPhotos.versionId))
    .where(inArray(versionPhotos.photoId, photoIds))
    .orderBy(asc(duerpVersions.versionNumber));
}
