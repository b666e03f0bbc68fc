import { toast } from 'sonner';
import { formatDay, todayInParis } from '@duerp/domain/calendar';
import { SpstSendingBodySchema } from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAddSpstSending } from '../api/exposures';
import { useSchemaForm } from '../hooks/use-schema-form';

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
  const add = useAddSpstSending(espaceId);
  const { text, errors, onSubmit } = useSchemaForm({
    initial: empty,
    schema: SpstSendingBodySchema,
    send: add.mutateAsync,
    done: (reset) => {
      toast.success('Envoi au SPST enregistré');
      reset();
    },
  });
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
        <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-3">
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <TextField
              type="date"
              label="Date d'envoi"
              max={todayInParis()}
              {...text('dateEnvoi')}
            />
            <TextField label="Destinataire" maxLength={200} {...text('destinataire')} />
          </div>
          <TextField label="Commentaire (facultatif)" maxLength={2000} {...text('commentaire')} />
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <Button type="submit" variant="secondary" loading={add.isPending}>
            Enregistrer un envoi
          </Button>
        </form>
      )}
    </section>
  );
}
