import { useState } from 'react';
import { toast } from 'sonner';
import { PHOTO_MIME_TYPES } from '@duerp/domain/photos';
import { SPST_TEXTS, SpstHandedBodySchema } from '@duerp/domain/compliance';
import { formatDateLong } from '@duerp/domain/calendar';
import type { VersionSummary } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Dialog } from '@/components/ui/dialog';
import { CancelAndSubmit } from '@/components/ui/form-footer';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useSpstSettings } from '@/features/espaces';
import { useRecordSpstHanded, useSendToSpst, useSpstSendings } from '../api/spst-sendings';

type Mode = 'email' | 'main_propre';
const MODES = [
  { value: 'email', label: 'Par e-mail' },
  { value: 'main_propre', label: 'Remis en main propre' },
] as const;

/**
 * « Envoyer au service de prévention et de santé au travail » (L4121-3-1 VI) for one version:
 * its PDF by e-mail to the espace's SPST, or a hand-over recorded with its day and an optional
 * scanned receipt; the sendings already recorded are listed.
 */
export function SpstSendDialog({
  duerpId,
  espaceId,
  version,
  onClose,
}: {
  duerpId: string;
  espaceId: string | null;
  version: VersionSummary | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={version !== null}
      onOpenChange={(open) => !open && onClose()}
      title={SPST_TEXTS.sendTitle}
      size="md"
    >
      {version && (
        <SpstSendForm
          key={version.id}
          duerpId={duerpId}
          espaceId={espaceId}
          version={version}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function SpstSendForm({
  duerpId,
  espaceId,
  version,
  onClose,
}: {
  duerpId: string;
  espaceId: string | null;
  version: VersionSummary;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('email');
  const [date, setDate] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settings = useSpstSettings(espaceId);
  const sendings = useSpstSendings(duerpId);
  const send = useSendToSpst(duerpId);
  const handed = useRecordSpstHanded(duerpId);
  const mine = (sendings.data ?? []).filter((s) => s.versionId === version.id);
  const spst = settings.data;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (mode === 'email') {
        await send.mutateAsync(version.id);
        toast.success(`Version ${version.versionNumber} envoyée à ${spst?.email ?? 'votre SPST'}`);
      } else {
        const parsed = SpstHandedBodySchema.safeParse({ date });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'Date invalide.');
          return;
        }
        await handed.mutateAsync({ versionId: version.id, body: parsed.data, receipt });
        toast.success('Remise en main propre enregistrée');
      }
      onClose();
    } catch (failure) {
      setError(describeApiError(failure));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        Le document unique est transmis au service de prévention et de santé au travail à chaque
        mise à jour (article L4121-3-1 du code du travail). Version {version.versionNumber} du{' '}
        {formatDateLong(version.creationTime)}.
      </p>
      <ChoiceGroup legend="Mode de transmission" choices={MODES} value={mode} onChange={setMode} />
      {mode === 'email' ? (
        settings.isPending ? (
          <Spinner label="Chargement du service…" />
        ) : spst?.email ? (
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
            Le PDF complet de la version et son lien de vérification partent à{' '}
            <strong className="[overflow-wrap:anywhere]">
              {spst.nom ? `${spst.nom} (${spst.email})` : spst.email}
            </strong>
            .
          </p>
        ) : (
          <Alert tone="warning">
            Aucune adresse e-mail de SPST n'est enregistrée pour cet espace. Un Propriétaire la
            renseigne dans « Membres », rubrique « {SPST_TEXTS.settingsTitle} ».
          </Alert>
        )
      ) : (
        <div className="space-y-3">
          <TextField
            type="date"
            label="Remis en main propre le"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
          />
          <div>
            <label htmlFor="spst-receipt" className="mb-1 block text-sm font-medium text-slate-800">
              Reçu scanné (facultatif, image JPEG, PNG ou WebP)
            </label>
            <input
              id="spst-receipt"
              type="file"
              accept={PHOTO_MIME_TYPES.join(',')}
              onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
              className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:font-semibold"
            />
          </div>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {mine.length > 0 && (
        <section aria-labelledby="spst-sent-title">
          <h3 id="spst-sent-title" className="text-sm font-semibold text-slate-900">
            Envois enregistrés pour cette version
          </h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {mine.map((s) => (
              <li key={s.id} className="break-words">
                {s.mode === 'email'
                  ? `Envoyé par e-mail le ${formatDateLong(`${s.date}T12:00:00Z`)} à ${s.recipientEmail ?? ''}`
                  : `${SPST_TEXTS.handedLabel} ${formatDateLong(`${s.date}T12:00:00Z`)}${s.hasReceipt ? ' (reçu joint)' : ''}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {mode === 'email' && !spst?.email ? (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Fermer
          </Button>
        </div>
      ) : (
        <CancelAndSubmit onCancel={onClose} pending={send.isPending || handed.isPending}>
          {mode === 'email' ? 'Envoyer' : 'Enregistrer la remise'}
        </CancelAndSubmit>
      )}
    </form>
  );
}
