import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Photo, PhotoList } from '@duerp/domain';
import { api, apiDownload } from '@/lib/api-client';
import { photoKeys, photoPath, photosPath, type PhotoSource } from './photo-source';

export const listPhotosQueryOptions = (source: PhotoSource) =>
  queryOptions({
    queryKey: photoKeys.list(source),
    queryFn: () => api.get<PhotoList>(photosPath(source)),
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
  return (await apiDownload(photoPath(source, photoId, thumbnail))).blob;
}
