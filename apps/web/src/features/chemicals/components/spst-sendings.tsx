import { useState } from 'react';
import { toast } from 'sonner';
import { formatDay, todayInParis } from '@duerp/domain/calendar';
import { SpstSendingBodySchema } from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useAddSpstSending } from '../api/exposures';
import { fieldErrors } from '../utils/product-body';

interface Sending {
  id: string;
  dateEnvoi: string;
  destinataire: string;
  commentaire: string;
}

const empty = () => ({ dateEnvoi: todayInParis(), destinataire: '', commentaire: '' });

/** When the list was sent to the occupational health service, and recording a new sending. */
export function SpstSendings({
  espaceId,
  sendings,
  canWrite,
}: {
  espaceId: string;
  sendings: Sending[];
  canWrite: boolean;
}) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddSpstSending(espaceId);
  const set = (key: keyof ReturnType<typeof empty>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SpstSendingBodySchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
      toast.success('Envoi au SPST enregistré');
      setValues(empty());
    } catch (error) {
      setErrors({ form: describeApiError(error) });
    }
  };
  return (
    <section aria-labelledby="cmr-spst-title" className="space-y-3">
      <h2 id="cmr-spst-title" className="text-lg font-semibold text-slate-900">
        Envois au service de prévention et de santé au travail
      </h2>
      {sendings.length === 0 ? (
        <p className="text-sm text-slate-600">Aucun envoi enregistré.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {sendings.map((s) => (
            <li key={s.id} className="break-words">
              <strong>{formatDay(s.dateEnvoi)}</strong> : {s.destinataire}
              {s.commentaire && ` — ${s.commentaire}`}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form onSubmit={(e) => void submit(e)} noValidate className="max-w-xl space-y-3">
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <TextField
              type="date"
              label="Date d'envoi"
              max={todayInParis()}
              value={values.dateEnvoi}
              onChange={set('dateEnvoi')}
              error={errors.dateEnvoi}
            />
            <TextField
              label="Destinataire"
              maxLength={200}
              value={values.destinataire}
              onChange={set('destinataire')}
              error={errors.destinataire}
            />
          </div>
          <TextField
            label="Commentaire (facultatif)"
            maxLength={2000}
            value={values.commentaire}
            onChange={set('commentaire')}
            error={errors.commentaire}
          />
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <Button type="submit" variant="secondary" loading={add.isPending}>
            Enregistrer un envoi
          </Button>
        </form>
      )}
    </section>
  );
}
