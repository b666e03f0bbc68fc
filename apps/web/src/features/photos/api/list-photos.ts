import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { Photo } from '@duerp/domain/photos';
import { call, download } from '@/lib/api-call';
import { photoKeys, type PhotoSource } from './photo-source';

const listPhotos = (source: PhotoSource) =>
  source.kind === 'draft'
    ? call(contract.photos.list, { params: { id: source.duerpId } })
    : call(contract.sharing.sharedPhotos, { params: { token: source.token } });

export const listPhotosQueryOptions = (source: PhotoSource) =>
  queryOptions({
    queryKey: photoKeys.list(source),
    queryFn: () => listPhotos(source),
    select: (list) => list.photos,
    // A share page's fetches are openings the owner sees in the log: once per visit.
    ...(source.kind === 'share' ? { staleTime: Infinity, refetchOnWindowFocus: false } : {}),
  });

/** Every photo of the document (or of what the link shows); each item filters its own. */
export const usePhotos = (source: PhotoSource) => useQuery(listPhotosQueryOptions(source));

/** The photos of one risk or action, in the order they were added. */
export function photosOf(
  photos: readonly Photo[] | undefined,
  target: { idRisque?: string; idAction?: string },
): Photo[] {
  return (photos ?? []).filter((p) =>
    target.idAction !== undefined ? p.idAction === target.idAction : p.idRisque === target.idRisque,
  );
}

/** A photo's bytes (or its thumbnail's), fetched with the token: the API has no cookie. */
export async function fetchPhotoBlob(
  source: PhotoSource,
  photoId: string,
  thumbnail: boolean,
): Promise<Blob> {
  const query = thumbnail ? { taille: 'miniature' as const } : {};
  const file =
    source.kind === 'draft'
      ? await download(contract.photos.bytes, { params: { id: source.duerpId, photoId }, query })
      : await download(contract.sharing.sharedPhoto, {
          params: { token: source.token, photoId },
          query,
        });
  return file.blob;
}
