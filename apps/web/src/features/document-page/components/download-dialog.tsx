import { Link } from 'react-router';
import { versionLabel } from '@duerp/domain/presentation';
import type { DuerpDocument, VersionSummary } from '@duerp/domain/duerp';
import type { ExportFormat } from '@duerp/domain/spreadsheet';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { choosePlanUrl } from '@/config/paths';
import { useDownloadVersionPdf, pdfVariantFor, useDuerpPermissions } from '@/features/duerp';
import { useDownloadVersionExport } from '../api/download-export';

/**
 * Download PDF modal (500 px): the full PDF when the access rule allows it, otherwise
 * the demonstration with the purchase offer. With full access, the same version is also offered
 * as an Excel workbook and a Word document.
 */
export function DownloadDialog({
  duerp,
  version,
  onClose,
}: {
  duerp: DuerpDocument;
  version: VersionSummary | null;
  onClose: () => void;
}) {
  const download = useDownloadVersionPdf();
  const exporting = useDownloadVersionExport();
  const can = useDuerpPermissions();
  const pending = download.isPending || exporting.isPending;
  const variant = version ? pdfVariantFor(duerp, version) : 'demo';
  const start = async () => {
    if (!version) return;
    try {
      await download.mutateAsync({ duerpId: duerp.id, version, variant });
      onClose();
    } catch {
      // Logged and toasted by the download; the dialog stays open to try again.
    }
  };
  const startExport = async (format: ExportFormat) => {
    if (!version) return;
    try {
      await exporting.mutateAsync({ duerpId: duerp.id, version, format });
      onClose();
    } catch {
      // Logged and toasted by the download; the dialog stays open to try again.
    }
  };
  const exportLoading = (format: ExportFormat) =>
    exporting.isPending && exporting.variables.format === format;
  return (
    <Dialog
      open={version !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Télécharger le PDF"
      description={version ? versionLabel(version.versionNumber, version.creationTime) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button onClick={start} loading={download.isPending} disabled={exporting.isPending}>
            {variant === 'full'
              ? 'Télécharger le PDF complet'
              : 'Télécharger la version de démonstration'}
          </Button>
        </>
      }
    >
      <div className="mt-4 space-y-3 text-sm text-slate-700">
        {variant === 'full' ? (
          <>
            <p>
              Le PDF complet de votre document unique, à imprimer, à conserver et à tenir à la
              disposition de vos salariés et des autorités.
            </p>
            {/* The editable formats are an Éditeur's (the API's policy: export is a write). */}
            {can.write && (
              <section aria-labelledby="other-formats" className="space-y-2">
                <h3 id="other-formats" className="font-semibold text-slate-900">
                  Autres formats
                </h3>
                <p>
                  La même version, modifiable : l'inventaire des risques, les actions et la synthèse
                  dans un classeur Excel, ou le document complet dans Word.
                </p>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button
                    variant="secondary"
                    onClick={() => void startExport('xlsx')}
                    loading={exportLoading('xlsx')}
                    disabled={pending && !exportLoading('xlsx')}
                  >
                    Excel (.xlsx)
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => void startExport('docx')}
                    loading={exportLoading('docx')}
                    disabled={pending && !exportLoading('docx')}
                  >
                    Word (.docx)
                  </Button>
                </div>
              </section>
            )}
          </>
        ) : (
          <>
            <p>
              Votre accès ne comprend pas le PDF complet de cette version : vous pouvez télécharger
              sa version de démonstration, marquée « DÉMONSTRATION » et dont les textes sont
              inversés.
            </p>
            <Alert tone="info" title="Obtenez le PDF complet">
              {can.billing ? (
                <>
                  Achetez ce DUERP pour télécharger le PDF complet, sans filigrane, et profiter de
                  la vue interactive.
                  <Link
                    to={choosePlanUrl(duerp.id)}
                    className={buttonClassName('secondary', 'mt-3 flex w-full sm:w-auto')}
                  >
                    Acheter ce DUERP
                  </Link>
                </>
              ) : (
                "L'achat de ce DUERP, qui donne le PDF complet sans filigrane et la vue interactive, est réservé aux Propriétaires de son espace."
              )}
            </Alert>
          </>
        )}
      </div>
    </Dialog>
  );
}
