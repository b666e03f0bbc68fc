import { useRef, useState, type ChangeEvent } from 'react';
import { PHOTO_MESSAGES, PHOTOS_PER_ITEM_MAX } from '@duerp/domain/photos';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import type { PhotoItem } from '@/components/duerp/item-photos-slot';
import { describeApiError } from '@/lib/api-errors';
import { useUploadPhoto } from '../api/write-photo';
import { preparePhoto, UnreadableImageError } from '../utils/prepare-photo';

const BUTTON =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-xs font-semibold text-blue-800 hover:bg-blue-50 disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * « Ajouter une photo » (the camera on a phone) and « Depuis un fichier ». Each photo is resized
 * and re-encoded here, then sent; the state and the API's refusal show in French.
 */
export function AddPhotoButtons({
  duerpId,
  item,
  count,
}: {
  duerpId: string;
  item: PhotoItem;
  count: number;
}) {
  const camera = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto(duerpId);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = count >= PHOTOS_PER_ITEM_MAX;

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(null);
    for (const [index, chosen] of files.entries()) {
      const of = files.length > 1 ? ` ${index + 1} sur ${files.length}` : '';
      try {
        setStatus(`Préparation de la photo${of}…`);
        const prepared = await preparePhoto(chosen);
        setStatus(`Envoi de la photo${of}…`);
        await upload.mutateAsync({ file: prepared, target: item });
      } catch (caught) {
        setError(
          caught instanceof UnreadableImageError ? caught.message : describeApiError(caught),
        );
        break;
      }
    }
    setStatus(null);
  }

  const busy = status !== null;
  const input = (ref: typeof camera, capture: boolean) => (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      {...(capture ? { capture: 'environment' } : { multiple: true })}
      className="hidden"
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => void send(event)}
    />
  );
  return (
    <div className="mt-1">
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={BUTTON}
          disabled={busy || full}
          onClick={() => camera.current?.click()}
        >
          <Icon name="camera" className="h-4 w-4" />
          Ajouter une photo
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={busy || full}
          onClick={() => file.current?.click()}
          // Named without the item: the group around says which (« Photos de « … » »), and a
          // button named after a risk would be taken for the risk's own.
          aria-label="Ajouter une photo depuis un fichier"
        >
          Depuis un fichier
        </button>
        {input(camera, true)}
        {input(file, false)}
      </div>
      <div aria-live="polite" className="text-xs">
        {busy && (
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner size="sm" /> {status}
          </p>
        )}
        {full && !busy && (
          <p className="text-slate-600">
            {PHOTO_MESSAGES.perItem(PHOTOS_PER_ITEM_MAX, item.idAction ? 'action' : 'risque')}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
