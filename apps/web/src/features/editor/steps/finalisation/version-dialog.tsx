import { useId, useState, type FormEvent } from 'react';
import { plural } from '@duerp/domain/text';
import type { DisplayOptions, GenerateBody } from '@duerp/domain/duerp';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Dialog } from '@/components/ui/dialog';
import { GroupingCheckboxes, SORT_CHOICES } from '@/features/duerp';
import { useDraftPhotos } from '@/features/photos';

const NOTES_MAX = 5000;

export interface VersionDialogProps {
  duerpId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document's display options: DEFAULT_DISPLAY_OPTIONS until a version chose others. */
  initialOptions: DisplayOptions;
  onSubmit: (body: GenerateBody) => void;
}

/** Step 7, the version modal: notes de version and the PDF's display options (600 px). */
export function VersionDialog(props: VersionDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Valider cette version"
      size="md"
    >
      {/* Mounted with the dialog: every opening starts from the document's options. */}
      {props.open && <VersionForm {...props} />}
    </Dialog>
  );
}

function VersionForm({ duerpId, onOpenChange, initialOptions, onSubmit }: VersionDialogProps) {
  const notesId = useId();
  const annexId = useId();
  const [notes, setNotes] = useState('');
  const [options, setOptions] = useState<DisplayOptions>(initialOptions);
  const [withAnnex, setWithAnnex] = useState(false);
  // The option is offered only when the draft has photos (none while they load or if they fail).
  const photoCount = useDraftPhotos(duerpId).data?.length ?? 0;
  const set = (patch: Partial<DisplayOptions>) => setOptions((o) => ({ ...o, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      notesDeVersion: notes.trim(),
      displayOptions: options,
      annexePhotographique: withAnnex && photoCount > 0,
    });
  };
  return (
    <form onSubmit={submit} className="space-y-5">
      <p className="text-sm text-slate-700">
        Une nouvelle version de votre DUERP sera enregistrée et son PDF généré. Elle ne pourra plus
        être modifiée : vos prochaines modifications feront l'objet d'une nouvelle version.
      </p>
      <div>
        <label htmlFor={notesId} className="mb-1 block text-sm font-medium text-slate-800">
          Notes de version (facultatif)
        </label>
        <textarea
          id={notesId}
          value={notes}
          maxLength={NOTES_MAX}
          rows={4}
          onChange={(e) => setNotes(e.target.value)}
          aria-describedby={`${notesId}-hint`}
          className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
        />
        <p id={`${notesId}-hint`} className="mt-1 text-xs text-slate-600">
          Par exemple : mise à jour annuelle, nouvel atelier, suite à un accident du travail… Les
          notes figurent sur la page de garde du PDF.
        </p>
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">
          Présentation des risques dans le PDF
        </legend>
        <GroupingCheckboxes options={options} onChange={set} />
        <ChoiceGroup
          legend="Trier les risques"
          choices={SORT_CHOICES}
          value={options.sortBy}
          onChange={(sortBy) => set({ sortBy })}
        />
      </fieldset>
      {photoCount > 0 && (
        <div>
          <Checkbox
            id={annexId}
            label="Ajouter l'annexe photographique"
            checked={withAnnex}
            onChange={(e) => setWithAnnex(e.target.checked)}
            aria-describedby={`${annexId}-hint`}
          />
          <p id={`${annexId}-hint`} className="mt-1 pl-8 text-xs text-slate-600">
            {plural(photoCount, 'photo')} à la fin du PDF complet et du fichier Word, quatre par
            page, avec leur unité, leur risque ou action, leur légende et leur date.
          </p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Annuler
        </Button>
        <Button type="submit">Générer la version</Button>
      </div>
    </form>
  );
}
