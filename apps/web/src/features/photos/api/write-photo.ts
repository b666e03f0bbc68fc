import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { Photo, PhotoList } from '@duerp/domain/photos';
import { call } from '@/lib/api-call';
import { photoKeys } from './photo-source';

/** What a new photo illustrates: a risk or an action of a unit. */
export interface PhotoTarget {
  idUniteDeTravail: string;
  idRisque?: string;
  idAction?: string;
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
      call(contract.photos.upload, {
        params: { id: duerpId },
        query: {
          idUniteDeTravail: target.idUniteDeTravail,
          ...(target.idAction !== undefined
            ? { idAction: target.idAction }
            : { idRisque: target.idRisque }),
        },
        body: file,
      }),
    // No photo in the answer: the call was kept to be sent later (offline); nothing to show yet.
    onSuccess: (photo: Photo | undefined) => photo?.id && update((photos) => [...photos, photo]),
  });
}

export function useEditCaption(duerpId: string) {
  const update = useCachedList(duerpId);
  return useMutation({
    mutationFn: ({ photoId, legende }: { photoId: string; legende: string }) =>
      call(contract.photos.caption, { params: { id: duerpId, photoId }, body: { legende } }),
    onSuccess: (photo) => update((photos) => photos.map((p) => (p.id === photo.id ? photo : p))),
  });
}

export function useDeletePhoto(duerpId: string) {
  const update = useCachedList(duerpId);
  return useMutation({
    mutationFn: (photoId: string) =>
      call(contract.photos.delete, { params: { id: duerpId, photoId } }),
    onSuccess: (_, photoId) => update((photos) => photos.filter((p) => p.id !== photoId)),
  });
}
