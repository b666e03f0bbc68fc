import { Link } from 'react-router';
import { formatDateLong, type DuerpDocument, type VersionSummary } from '@duerp/domain';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDownloadVersionPdf } from '@/features/duerp/api/download-version';
import { pdfVariantFor, purchaseUrl } from '@/features/duerp/utils/access';

/**
 * SPEC §2 "download PDF" modal (500 px): the full PDF when the access rule allows it, otherwise
 * the demonstration with the purchase offer.
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
  return (
    <Dialog
      open={version !== null}
      onOpenChange={(open) => !open && !download.isPending && onClose()}
      title="Télécharger le PDF"
      description={
        version
          ? `Version ${version.versionNumber} du ${formatDateLong(version.creationTime)}`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={download.isPending}>
            Annuler
          </Button>
          <Button onClick={start} loading={download.isPending}>
            {variant === 'full'
              ? 'Télécharger le PDF complet'
              : 'Télécharger la version de démonstration'}
          </Button>
        </>
      }
    >
      <div className="mt-4 space-y-3 text-sm text-slate-700">
        {variant === 'full' ? (
          <p>
            Le PDF complet de votre document unique, à imprimer, à conserver et à tenir à la
            disposition de vos salariés et des autorités.
          </p>
        ) : (
          <>
            <p>
              Votre accès ne comprend pas le PDF complet de cette version : vous pouvez télécharger
              sa version de démonstration, marquée « DÉMONSTRATION » et dont les textes sont
              inversés.
            </p>
            <Alert tone="info" title="Obtenez le PDF complet">
              Achetez ce DUERP pour télécharger le PDF complet, sans filigrane, et profiter de la
              vue interactive.
              <Link
                to={purchaseUrl(duerp.id)}
                className={buttonClassName('secondary', 'mt-3 flex w-full sm:w-auto')}
              >
                Acheter ce DUERP
              </Link>
            </Alert>
          </>
        )}
      </div>
    </Dialog>
  );
}
