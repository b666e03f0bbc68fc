import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { formatDateLong } from '@duerp/domain/calendar';
import type { Photo } from '@duerp/domain/photos';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useTrackOpenDialog } from '@/components/ui/open-dialogs';
import type { PhotoSource } from '../api/photo-source';
import { useObjectUrlSource, usePhotoBytes } from '../hooks/use-photo-url';
import { PhotoCaptionEditor } from './photo-caption-editor';

/** Horizontal travel, in CSS pixels, that turns a drag into a swipe to the next photo. */
const SWIPE_PX = 50;

const NAV_BUTTON =
  'absolute top-1/2 z-10 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 disabled:invisible';

/**
 * A photo in full screen: swipe (touch, pen or mouse) or ←/→ to the others, Échap closes; focus
 * stays inside and goes back to the thumbnail that opened it (else to `fallbackFocus`). Members
 * who write edit the caption and delete the photo here.
 */
export function PhotoViewer({
  source,
  photos,
  index,
  onIndexChange,
  onClose,
  itemLabel,
  editable,
  fallbackFocus,
}: {
  source: PhotoSource;
  photos: readonly Photo[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  itemLabel: string;
  editable: boolean;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const photo = index === null ? undefined : photos[index];
  const open = photo !== undefined;
  // The next photo is fetched ahead, so that a swipe shows it at once.
  const next = index === null ? undefined : photos[index + 1];
  usePhotoBytes(source, next?.id ?? '', false, next !== undefined);
  const opener = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<number | null>(null);
  useTrackOpenDialog(open);

  const go = (step: number) => {
    if (index === null) return;
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndexChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) {
      return;
    }
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const travel = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(travel) >= SWIPE_PX) go(travel < 0 ? 1 : -1);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current;
            setTimeout(() => (target?.isConnected ? target : fallbackFocus.current)?.focus());
          }}
          className="fixed inset-0 z-50 flex flex-col text-white"
        >
          {photo && index !== null && (
            <>
              <div className="flex items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <RadixDialog.Title className="break-words text-base font-semibold">
                    Photo {index + 1} sur {photos.length} · {itemLabel}
                  </RadixDialog.Title>
                  <p className="text-xs text-slate-300">
                    Ajoutée le {formatDateLong(photo.creationTime)}
                  </p>
                </div>
                <RadixDialog.Close
                  className="-m-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/10"
                  aria-label="Fermer"
                >
                  <Icon name="close" />
                </RadixDialog.Close>
              </div>
              <div
                className="relative flex min-h-0 flex-1 touch-pan-y select-none items-center justify-center px-2"
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => (swipeStart.current = null)}
              >
                <FullPhoto source={source} photo={photo} position={index + 1} />
                <button
                  type="button"
                  className={`${NAV_BUTTON} left-2`}
                  onClick={() => go(-1)}
                  disabled={index === 0}
                  aria-label="Photo précédente"
                >
                  <Icon name="chevronLeft" className="h-6 w-6" />
                </button>
                <button
                  type="button"
                  className={`${NAV_BUTTON} right-2`}
                  onClick={() => go(1)}
                  disabled={index === photos.length - 1}
                  aria-label="Photo suivante"
                >
                  <Icon name="chevronRight" className="h-6 w-6" />
                </button>
              </div>
              <div className="mx-auto w-full max-w-3xl px-4 pb-4 pt-3">
                {source.kind === 'draft' && editable ? (
                  <PhotoCaptionEditor key={photo.id} duerpId={source.duerpId} photo={photo} />
                ) : (
                  photo.legende && <p className="break-words text-sm">{photo.legende}</p>
                )}
              </div>
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function FullPhoto({
  source,
  photo,
  position,
}: {
  source: PhotoSource;
  photo: Photo;
  position: number;
}) {
  const image = useRef<HTMLImageElement>(null);
  const bytes = usePhotoBytes(source, photo.id, false, true);
  useObjectUrlSource(image, bytes.data);
  if (bytes.isError) return <p className="text-sm">Impossible d'afficher cette photo.</p>;
  if (!bytes.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner /> Chargement de la photo…
      </p>
    );
  }
  return (
    <img
      ref={image}
      alt={photo.legende || `Photo ${position}`}
      width={photo.width}
      height={photo.height}
      draggable={false}
      className="max-h-full max-w-full object-contain"
    />
  );
}
