import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { HISTORY_MESSAGES, type HistoriqueEntry } from '@duerp/domain/history';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/form-fields';
import { Pager } from '@/components/ui/pager';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeApiError, toastApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHistory } from '../api/get-history';
import { useRestoreChange, type RestoreCallbacks } from '../api/restore-change';
import { HistoryEntries } from './history-entries';

const linkClass =
  'inline-flex min-h-11 items-center gap-1 text-sm font-medium text-blue-800 hover:underline';

/**
 * Added by issue 29: "Historique des modifications" of a DUERP, who changed what and when,
 * grouped by person and minute, filtered by unit; a deletion can be restored by who may write.
 */
export function HistoryPage({
  duerp,
  canWrite,
  ...callbacks
}: {
  duerp: DuerpDocument;
  canWrite: boolean;
} & RestoreCallbacks) {
  useDocumentTitle('Historique des modifications');
  const [params, setParams] = useSearchParams();
  const unite = params.get('unite') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useHistory(duerp.id, { unite, page });
  const restore = useRestoreChange(callbacks);
  const [confirming, setConfirming] = useState<HistoriqueEntry | null>(null);
  const show = (next: { unite: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.unite) query.set('unite', next.unite);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const onConfirm = async () => {
    if (!confirming) return;
    try {
      await restore.mutateAsync({
        duerpId: duerp.id,
        changeId: confirming.id,
        revision: duerp.revision,
      });
      toast.success(HISTORY_MESSAGES.restored);
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap gap-x-6">
        <Link to={paths.duerp(duerp.id)} className={linkClass}>
          <span aria-hidden="true">←</span> Retour au DUERP
        </Link>
        {canWrite && (
          <Link to={paths.editDuerp(duerp.id)} className={linkClass}>
            Ouvrir l'éditeur
          </Link>
        )}
      </div>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Historique des modifications</h1>
        <p className="mt-1 break-words text-slate-700">
          « {duerp.displayName} » : qui a modifié quoi, et quand.
        </p>
      </div>
      <div className="sm:max-w-sm">
        <SelectField
          label="Unité de travail"
          value={unite}
          onChange={(event) => show({ unite: event.target.value })}
        >
          <option value="">Toutes les unités</option>
          {duerp.data.unitesDeTravail.map((u) => (
            <option key={u.idUniteDeTravail} value={u.idUniteDeTravail}>
              {u.displayName}
            </option>
          ))}
        </SelectField>
      </div>
      {history.isPending ? (
        <PageSpinner label="Chargement de l'historique…" />
      ) : history.isError ? (
        <Alert tone="error">{describeApiError(history.error)}</Alert>
      ) : history.data.groups.length === 0 ? (
        <p className="text-slate-700">
          {unite
            ? 'Aucune modification ne concerne cette unité de travail.'
            : "Aucune modification n'est encore enregistrée pour ce DUERP."}
        </p>
      ) : (
        <div className="space-y-4" aria-busy={history.isPlaceholderData || undefined}>
          {history.isPlaceholderData && <Spinner size="sm" label="Chargement…" />}
          <HistoryEntries
            groups={history.data.groups}
            canRestore={canWrite}
            onRestore={setConfirming}
          />
          <Pager
            page={history.data.page}
            pageCount={Math.ceil(history.data.total / history.data.pageSize)}
            onPage={(next) => show({ unite, page: next })}
            label="Pages de l'historique"
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Restaurer cet élément ?"
        description={
          <>
            <span className="block break-words">{confirming?.sentence}</span>
            <span className="mt-2 block">
              Il reviendra à sa place dans le DUERP, et cette restauration sera inscrite dans
              l'historique.
            </span>
          </>
        }
        confirmLabel="Restaurer"
        tone="primary"
        onConfirm={onConfirm}
      />
    </section>
  );
}
