import { useRef, useState } from 'react';
import { plural } from '@duerp/domain/text';
import type { PhotoItem } from '@/components/duerp/item-photos-slot';
import { photosOf, usePhotos } from '../api/list-photos';
import type { PhotoSource } from '../api/photo-source';
import { AddPhotoButtons } from './add-photo-buttons';
import { PhotoThumbnail } from './photo-thumbnail';
import { PhotoViewer } from './photo-viewer';

/** A risk's or an action's photos: the count, the thumbnails, the full view, the add buttons. */
export function ItemPhotos({
  source,
  editable,
  item,
}: {
  source: PhotoSource;
  editable: boolean;
  item: PhotoItem;
}) {
  const all = usePhotos(source);
  const photos = photosOf(all.data, item);
  const [opened, setOpened] = useState<number | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const canAdd = editable && source.kind === 'draft';
  if (!canAdd && photos.length === 0) return null;
  // After a deletion the full view shows the photo that took its place, or closes.
  const shown = opened === null || photos.length === 0 ? null : Math.min(opened, photos.length - 1);
  return (
    <div
      ref={group}
      tabIndex={-1}
      role="group"
      aria-label={`Photos de « ${item.label} »`}
      className="mt-2 outline-none"
    >
      {photos.length > 0 && (
        <>
          <p className="text-xs font-medium text-slate-600">{plural(photos.length, 'photo')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <PhotoThumbnail
                  source={source}
                  photo={photo}
                  position={index + 1}
                  onOpen={() => setOpened(index)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {canAdd && <AddPhotoButtons duerpId={source.duerpId} item={item} count={photos.length} />}
      {canAdd && all.isError && (
        <p className="text-xs text-red-700">Impossible de charger les photos.</p>
      )}
      <PhotoViewer
        source={source}
        photos={photos}
        index={shown}
        onIndexChange={setOpened}
        onClose={() => setOpened(null)}
        itemLabel={item.label}
        editable={editable}
        fallbackFocus={group}
      />
    </div>
  );
}
