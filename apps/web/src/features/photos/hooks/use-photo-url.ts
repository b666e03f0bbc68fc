import { useEffect, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchPhotoBlob } from '../api/list-photos';
import { photoKeys, type PhotoSource } from '../api/photo-source';

/**
 * A photo's bytes (or its thumbnail's), fetched with the token once `enabled`. They never
 * change: fetched once per session.
 */
export function usePhotoBytes(
  source: PhotoSource,
  photoId: string,
  thumbnail: boolean,
  enabled: boolean,
) {
  return useQuery({
    queryKey: photoKeys.bytes(source, photoId, thumbnail),
    queryFn: () => fetchPhotoBlob(source, photoId, thumbnail),
    enabled,
    staleTime: Infinity,
    // A full-size photo weighs a hundred thumbnails: let it go soon after the full view moves on.
    gcTime: thumbnail ? 5 * 60_000 : 30_000,
    retry: 1,
  });
}

/** Shows `blob` in the image through an object URL, revoked when the image lets go of it. */
export function useObjectUrlSource(image: RefObject<HTMLImageElement | null>, blob?: Blob): void {
  useEffect(() => {
    const element = image.current;
    if (!element || !blob) return;
    const url = URL.createObjectURL(blob);
    element.setAttribute('src', url);
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [image, blob]);
}
