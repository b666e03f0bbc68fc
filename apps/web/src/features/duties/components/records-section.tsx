import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateLong, formatDateTime } from '@duerp/domain/calendar';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useComplianceRecords, useSaveComplianceRecords } from '../api/compliance-records';

/**
 * « Registres » of the document page (#registres): the access notice's posting day (R4121-4)
 * and, under 11 employees, why the update is spaced (L4121-3): what « Prêt pour un contrôle ? »
 * reads. Read-only to a Lecteur.
 */
export function RecordsSection({ duerpId, canWrite }: { duerpId: string; canWrite: boolean }) {
  const records = useComplianceRecords(duerpId);
  const save = useSaveComplianceRecords(duerpId);
  const [posted, setPosted] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = records.data;
  const postedValue = posted ?? data?.accessNoticePostedOn ?? '';
  const reasonValue = reason ?? data?.spacedUpdateReason ?? '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({
        accessNoticePostedOn: postedValue || null,
        spacedUpdateReason: reasonValue || null,
      });
      setPosted(null);
      setReason(null);
      toast.success('Registres enregistrés');
    } catch (failure) {
      setError(describeApiError(failure));
    }
  };

  return (
    <section
      id="registres"
      aria-labelledby="records-title"
      className="min-w-0 scroll-mt-20 space-y-2 [overflow-wrap:anywhere]"
    >
      <h2 id="records-title" className="text-sm font-semibold text-slate-900">
        Registres
      </h2>
      {records.isPending ? (
        <p className="text-sm text-slate-600">Chargement…</p>
      ) : records.isError ? (
        <p className="text-sm text-red-700">{describeApiError(records.error)}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
          <p className="text-xs text-slate-600">
            {data?.accessNoticeGeneratedAt
              ? `Avis d'affichage produit le ${formatDateTime(data.accessNoticeGeneratedAt)}.`
              : "L'avis d'affichage n'a pas encore été produit."}
          </p>
          <TextField
            type="date"
            label="Avis affiché le"
            value={postedValue}
            readOnly={!canWrite}
            onChange={(e) => setPosted(e.target.value)}
          />
          <TextAreaField
            label="Motif d'une mise à jour espacée (moins de 11 salariés)"
            hint="Facultatif : pourquoi un niveau équivalent de protection reste garanti sans mise à jour annuelle."
            value={reasonValue}
            readOnly={!canWrite}
            maxLength={2000}
            onChange={(e) => setReason(e.target.value)}
          />
          {data?.spacedUpdateReasonAt && (
            <p className="text-xs text-slate-600">
              Motif enregistré le {formatDateLong(data.spacedUpdateReasonAt)}.
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {canWrite && (
            <Button type="submit" variant="secondary" className="w-full" loading={save.isPending}>
              Enregistrer les registres
            </Button>
          )}
        </form>
      )}
    </section>
  );
}
