import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  PHOTO_CAPTION_MAX,
  PhotoCaptionBodySchema,
  type Photo,
  type PhotoCaptionBody,
} from '@duerp/domain/photos';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeApiError, toastApiError } from '@/lib/api-errors';
import { useDeletePhoto, useEditCaption } from '../api/write-photo';

/** The full view's caption field and the photo's deletion, asked for before it is done. */
export function PhotoCaptionEditor({ duerpId, photo }: { duerpId: string; photo: Photo }) {
  const edit = useEditCaption(duerpId);
  const remove = useDeletePhoto(duerpId);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<PhotoCaptionBody>({
    resolver: zodResolver(PhotoCaptionBodySchema),
    defaultValues: { legende: photo.legende },
  });
  const error = form.formState.errors.legende?.message;
  const save = form.handleSubmit(async (body) => {
    try {
      const saved = await edit.mutateAsync({ photoId: photo.id, legende: body.legende });
      form.reset({ legende: saved?.legende ?? body.legende });
      toast.success('Légende enregistrée');
    } catch (caught) {
      form.setError('legende', { message: describeApiError(caught) });
    }
  });
  return (
    <form onSubmit={(event) => void save(event)} className="space-y-2">
      <label htmlFor={`legende-${photo.id}`} className="block text-sm font-medium">
        Légende
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`legende-${photo.id}`}
          {...form.register('legende')}
          maxLength={PHOTO_CAPTION_MAX}
          placeholder="Ce que montre la photo"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `legende-${photo.id}-error` : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
        />
        <div className="flex gap-2">
          <Button
            type="submit"
            className="flex-1"
            loading={edit.isPending}
            disabled={!form.formState.isDirty}
          >
            Enregistrer
          </Button>
          <Button
            variant="danger"
            className="flex-1"
            onClick={() => setConfirming(true)}
            loading={remove.isPending}
          >
            Supprimer
          </Button>
        </div>
      </div>
      {error && (
        <p id={`legende-${photo.id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Supprimer cette photo ?"
        description="Elle disparaît du document en cours ; les versions déjà générées la gardent."
        confirmLabel="Supprimer la photo"
        onConfirm={async () => {
          try {
            await remove.mutateAsync(photo.id);
            toast.success('Photo supprimée');
          } catch (caught) {
            toastApiError(caught);
          }
        }}
      />
    </form>
  );
}
