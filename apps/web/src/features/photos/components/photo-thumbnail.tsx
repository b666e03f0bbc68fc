import { useRef } from 'react';
import type { Photo } from '@duerp/domain/photos';
import { useInView } from '../hooks/use-in-view';
import { useObjectUrlSource, usePhotoBytes } from '../hooks/use-photo-url';
import type { PhotoSource } from '../api/photo-source';

/** Side of a thumbnail, in CSS pixels: fixed, so that nothing moves while they load. */
export const THUMBNAIL_SIZE = 80;

/** A photo's thumbnail, fetched once it scrolls near the screen; opens the full view. */
export function PhotoThumbnail({
  source,
  photo,
  position,
  onOpen,
}: {
  source: PhotoSource;
  photo: Photo;
  /** 1-based, for its name: « Agrandir la photo 2 ». */
  position: number;
  onOpen: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const bytes = usePhotoBytes(source, photo.id, true, useInView(ref));
  useObjectUrlSource(image, bytes.data);
  return (
    <button
      ref={ref}
      type="button"
      onClick={onOpen}
      aria-label={`Agrandir la photo ${position}${photo.legende ? ` : ${photo.legende}` : ''}`}
      title={photo.legende || undefined}
      style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE }}
      className="block shrink-0 overflow-hidden rounded-md border border-slate-300 bg-slate-100 hover:border-blue-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      {bytes.data ? (
        <img
          ref={image}
          alt=""
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          className="h-full w-full object-cover"
        />
      ) : bytes.isError ? (
        <span className="flex h-full w-full items-center justify-center text-xs text-red-700">
          Indisponible
        </span>
      ) : (
        <span className="block h-full w-full animate-pulse bg-slate-200" />
      )}
    </button>
  );
}
