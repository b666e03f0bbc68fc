import { useState } from 'react';
import { toast } from 'sonner';
import { EXTRACT_MESSAGES, ExtractBodySchema } from '@duerp/domain/compliance';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { CancelAndSubmit } from '@/components/ui/form-footer';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useDownloadExtract } from '../api/compliance-records';

/**
 * « Extrait pour un ancien salarié » (R4121-4 1°): the period worked and the units worked in;
 * the PDF holds the versions in force then, limited to those units. The request is logged.
 */
export function ExtractDialog({
  duerp,
  open,
  onClose,
}: {
  duerp: DuerpDocument;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={EXTRACT_MESSAGES.title}
      size="md"
    >
      {open && <ExtractForm duerp={duerp} onClose={onClose} />}
    </Dialog>
  );
}

function ExtractForm({ duerp, onClose }: { duerp: DuerpDocument; onClose: () => void }) {
  const [du, setDu] = useState('');
  const [au, setAu] = useState('');
  const [unites, setUnites] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const extract = useDownloadExtract(duerp.id);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ExtractBodySchema.safeParse({ du, au, unites });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'au');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await extract.mutateAsync(parsed.data);
      toast.success('Extrait téléchargé');
      onClose();
    } catch (error) {
      setFailure(describeApiError(error));
    }
  };

  const toggle = (id: string) =>
    setUnites((current) =>
      current.includes(id) ? current.filter((u) => u !== id) : [...current, id],
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Un ancien salarié peut obtenir les versions du document unique en vigueur pendant sa période
        d'activité, limitées aux unités où il a travaillé (article R4121-4 du code du travail). La
        demande est inscrite au journal d'activité de l'espace.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label="Du"
          value={du}
          onChange={(e) => setDu(e.target.value)}
          error={errors.du}
          required
        />
        <TextField
          type="date"
          label="Au"
          value={au}
          onChange={(e) => setAu(e.target.value)}
          error={errors.au}
          required
        />
      </div>
      <fieldset aria-describedby={errors.unites ? 'extract-units-error' : undefined}>
        <legend className="mb-1 block text-sm font-medium text-slate-800">Unités de travail</legend>
        {duerp.data.unitesDeTravail.length === 0 ? (
          <p className="text-sm text-slate-700">Ce document n'a aucune unité de travail.</p>
        ) : (
          <ul className="space-y-1">
            {duerp.data.unitesDeTravail.map((u) => (
              <li key={u.idUniteDeTravail}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={unites.includes(u.idUniteDeTravail)}
                    onChange={() => toggle(u.idUniteDeTravail)}
                  />
                  <span className="break-words text-slate-900">{u.displayName}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.unites && (
          <p id="extract-units-error" className="mt-1 text-sm text-red-700">
            {errors.unites}
          </p>
        )}
      </fieldset>
      {failure && <Alert tone="error">{failure}</Alert>}
      <CancelAndSubmit onCancel={onClose} pending={extract.isPending}>
        Télécharger l'extrait
      </CancelAndSubmit>
    </form>
  );
}
