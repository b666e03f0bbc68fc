import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  DUERP_MESSAGES,
  isPurchasable,
  type DuerpDocument,
  type VersionSummary,
} from '@duerp/domain/duerp';
import { versionLabel } from '@duerp/domain/presentation';
import { Button, buttonClassName } from '@/components/ui/button';
import { choosePlanUrl, paths } from '@/config/paths';
import {
  useDeleteDuerp,
  useDuplicateDuerp,
  DeleteDuerpDialog,
  DuplicateDialog,
  useDuerpPermissions,
} from '@/features/duerp';
import { toastApiError } from '@/lib/api-errors';
import { ConsultationDialog } from '@/features/living-document';
import { AccessSection } from '@/features/document-access';
import { ExtractDialog, RecordsSection, SpstSendDialog } from '@/features/duties';
import { DownloadDialog } from './download-dialog';
import { VersionHistory } from './version-history';

const FULL = 'w-full';

/**
 * The left column: back, Acheter, 'Continuer la création' and 'Valider cette version'
 * without a version, the latest version's download, 'Modifier / Créer une nouvelle version',
 * Dupliquer, Supprimer and the version history.
 */
export function DocumentActions({
  duerp,
  versions,
  highlightVersionId,
  limitReached,
}: {
  duerp: DuerpDocument;
  /** The account holds its maximum of DUERP: Dupliquer explains it instead of failing. */
  limitReached: boolean;
  /** Newest first. */
  versions: VersionSummary[];
  highlightVersionId: string | null;
}) {
  const navigate = useNavigate();
  const latestDateId = useId();
  const [downloading, setDownloading] = useState<VersionSummary | null>(null);
  const [consulting, setConsulting] = useState<VersionSummary | null>(null);
  const [sendingToSpst, setSendingToSpst] = useState<VersionSummary | null>(null);
  const [extracting, setExtracting] = useState(false);
  const [confirming, setConfirming] = useState<'duplicate' | 'delete' | null>(null);
  const duplicate = useDuplicateDuerp();
  const remove = useDeleteDuerp();
  const can = useDuerpPermissions();
  const latest = versions[0] ?? null;
  const purchasable = isPurchasable(duerp.paymentStatus_Derivated);

  const onDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync(duerp.id);
      toast.success(DUERP_MESSAGES.duplicated);
      void navigate(paths.duerp(copy.id));
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(duerp.id);
      toast.success(DUERP_MESSAGES.deleted);
      void navigate(paths.duerps, { replace: true });
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };
  const close = (open: boolean) => !open && setConfirming(null);

  return (
    <div className="space-y-5">
      <Link
        to={paths.duerps}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Retour à mes DUERP
      </Link>
      <div className="flex flex-col gap-2">
        {purchasable && can.billing && (
          <Link to={choosePlanUrl(duerp.id)} className={buttonClassName('primary', FULL)}>
            Acheter
          </Link>
        )}
        {latest === null ? (
          can.write && (
            <>
              <Link to={paths.editDuerp(duerp.id)} className={buttonClassName('primary', FULL)}>
                Continuer la création
              </Link>
              <Link
                to={paths.editDuerp(duerp.id, 7)}
                className={buttonClassName('secondary', FULL)}
              >
                Valider cette version
              </Link>
            </>
          )
        ) : (
          <>
            <Button
              variant={purchasable ? 'secondary' : 'primary'}
              className={FULL}
              onClick={() => setDownloading(latest)}
              aria-describedby={latestDateId}
            >
              Télécharger le PDF
            </Button>
            <p id={latestDateId} className="-mt-1 text-center text-xs text-slate-600">
              {versionLabel(latest.versionNumber, latest.creationTime)}
            </p>
            {can.write && (
              <Link to={paths.editDuerp(duerp.id)} className={buttonClassName('secondary', FULL)}>
                Modifier / Créer une nouvelle version
              </Link>
            )}
          </>
        )}
        {can.write && (
          <Button variant="secondary" className={FULL} onClick={() => setConfirming('duplicate')}>
            Dupliquer
          </Button>
        )}
        {can.manage && (
          <Button
            variant="secondary"
            className={`${FULL} text-red-700!`}
            onClick={() => setConfirming('delete')}
          >
            Supprimer
          </Button>
        )}
      </div>
      <Link
        to={paths.duerpHistory(duerp.id)}
        className="inline-flex min-h-11 items-center text-sm font-medium text-blue-800 hover:underline"
      >
        Historique des modifications
      </Link>
      {duerp.espaceId && (
        <Link
          to={paths.espaceChemicals(duerp.espaceId)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-blue-800 hover:underline"
        >
          Produits chimiques de l'espace
        </Link>
      )}
      <AccessSection duerpId={duerp.id} hasVersion={latest !== null} />
      {latest && can.write && (
        <Button variant="secondary" className={FULL} onClick={() => setExtracting(true)}>
          Extrait pour un ancien salarié
        </Button>
      )}
      <RecordsSection duerpId={duerp.id} canWrite={can.write} />
      <VersionHistory
        duerp={duerp}
        versions={versions}
        highlightVersionId={highlightVersionId}
        onDownload={setDownloading}
        onEditConsultation={can.write ? setConsulting : undefined}
        onSendToSpst={can.write ? setSendingToSpst : undefined}
      />
      <SpstSendDialog
        duerpId={duerp.id}
        espaceId={duerp.espaceId ?? null}
        version={sendingToSpst}
        onClose={() => setSendingToSpst(null)}
      />
      <ExtractDialog duerp={duerp} open={extracting} onClose={() => setExtracting(false)} />
      <ConsultationDialog
        duerpId={duerp.id}
        version={consulting}
        onClose={() => setConsulting(null)}
      />
      <DownloadDialog duerp={duerp} version={downloading} onClose={() => setDownloading(null)} />
      <DuplicateDialog
        open={confirming === 'duplicate'}
        onOpenChange={close}
        name={duerp.displayName}
        limitReached={limitReached}
        onConfirm={onDuplicate}
      />
      <DeleteDuerpDialog
        open={confirming === 'delete'}
        onOpenChange={close}
        name={duerp.displayName}
        onConfirm={onDelete}
      />
    </div>
  );
}
