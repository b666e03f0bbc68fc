import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo, PhotoList } from '@duerp/domain';
import { api } from '@/lib/api-client';
import { photoKeys, photosPath } from './photo-source';

/** What a new photo illustrates: a risk or an action of a unit. */
export interface PhotoTarget {
  idUniteDeTravail: string;
  idRisque?: string;
  idAction?: string;
}

export function uploadPath(duerpId: string, target: PhotoTarget): string {
  const query = new URLSearchParams({ idUniteDeTravail: target.idUniteDeTravail });
  if (target.idAction !== undefined) query.set('idAction', target.idAction);
  else if (target.idRisque !== undefined) query.set('idRisque', target.idRisque);
  return `${photosPath({ kind: 'draft', duerpId })}?${query.toString()}`;
}

function useCachedList(duerpId: string) {
  const client = useQueryClient();
  const key = photoKeys.list({ kind: 'draft', duerpId });
  return (change: (photos: Photo[]) => Photo[]) =>
    client.setQueryData<PhotoList>(key, (list) => ({ photos: change(list?.photos ?? []) }));
}

/** Sends a photo already made ready by `preparePhoto` (resized, re-encoded, without EXIF). */
export function useUploadPhoto(duerpId: string) {
  const update = useCachedList(duerpId);
  return useMutation({
    mutationFn: ({ file, target }: { file: Blob; target: PhotoTarget }) =>
      api.upload<Photo | undefined>(uploadPath(duerpId, target), file),
    // No photo in the answer: the call was kept to be sent later (offline); nothing to show yet.
    onSuccess: (photo) => photo?.id && update((photos) => [...photos, photo]),
  });
}

export function useEditCaption(duerpId: string) {
  const update = useCachedList(duerpId);
  return useMutation({
    mutationFn: ({ photoId, legende }: { photoId: string; legende: string }) =>
      api.patch<Photo>(`${photosPath({ kind: 'draft', duerpId })}/${encodeURIComponent(photoId)}`, {
        legende,
      }),
    onSuccess: (photo) => update((photos) => photos.map((p) => (p.id === photo.id ? photo : p))),
  });
}

export function useDeletePhoto(duerpId: string) {
  const update = useCachedList(duerpId);
  return useMutation({
    mutationFn: (photoId: string) =>
      api.delete<void>(`${photosPath({ kind: 'draft', duerpId })}/${encodeURIComponent(photoId)}`),
    onSuccess: (_, photoId) => update((photos) => photos.filter((p) => p.id !== photoId)),
  });
}
