import { useState } from 'react';
import { toast } from 'sonner';
import {
  SHARE_LINK_MESSAGES,
  SHARE_LINK_STATUS_LABELS,
  sharePath,
  type CreatedShareLink,
  type ShareLink,
} from '@duerp/domain/access';
import { formatDateLong, formatDateTime } from '@duerp/domain/calendar';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { describeApiError, toastApiError } from '@/lib/api-errors';
import { useRevokeShareLink, useShareLinks } from '../api/share-links';
import type { NoticeLink } from './access-notice-dialog';
import { ShareLinkForm } from './share-link-form';

/** Read-only links to the latest full version, their openings, and their revocation. */
export function ShareLinksDialog({
  duerpId,
  open,
  onOpenChange,
  onPrintNotice,
}: {
  duerpId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPrintNotice: (link: NoticeLink) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Liens de consultation"
      description="Un lien ouvre, sans compte et en lecture seule, la dernière version complète de ce DUERP et son PDF. Chaque ouverture est enregistrée (date et destinataires du lien, sans adresse IP)."
    >
      {/* Mounted with the dialog: a new link's address is never shown again once it closes. */}
      {open && <DialogContent duerpId={duerpId} onPrintNotice={onPrintNotice} />}
    </Dialog>
  );
}

function DialogContent({
  duerpId,
  onPrintNotice,
}: {
  duerpId: string;
  onPrintNotice: (link: NoticeLink) => void;
}) {
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  return (
    <div className="mt-4 space-y-6">
      <ShareLinkForm duerpId={duerpId} onCreated={setCreated} />
      {created && (
        <CreatedLink
          created={created}
          onPrintNotice={() => onPrintNotice({ token: created.token, label: created.link.label })}
        />
      )}
      <LinkList duerpId={duerpId} />
    </div>
  );
}

function CreatedLink({
  created,
  onPrintNotice,
}: {
  created: CreatedShareLink;
  onPrintNotice: () => void;
}) {
  const url = `${window.location.origin}${sharePath(created.token)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Lien copié');
    } catch {
      toast.error('Copie impossible : sélectionnez le lien et copiez-le.');
    }
  };
  return (
    <Alert tone="success" title={`Lien « ${created.link.label} » créé`}>
      <p>
        Notez ou copiez ce lien maintenant : pour votre sécurité, il ne sera plus affiché. Vous
        pourrez le révoquer à tout moment.
      </p>
      <TextField
        className="mt-3"
        label="Adresse du lien"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => void copy()}>
          Copier le lien
        </Button>
        <Button variant="secondary" onClick={onPrintNotice}>
          Imprimer l'affichage avec ce lien
        </Button>
      </div>
    </Alert>
  );
}

function LinkList({ duerpId }: { duerpId: string }) {
  const links = useShareLinks(duerpId);
  const revoke = useRevokeShareLink();
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  if (links.isPending) return <Spinner label="Chargement des liens…" />;
  if (links.isError)
    return (
      <Alert tone="error">
        Erreur lors du chargement des liens de consultation : {describeApiError(links.error)}
      </Alert>
    );
  if (links.data.length === 0)
    return <p className="text-sm text-slate-700">Aucun lien de consultation pour ce DUERP.</p>;
  return (
    <section aria-label="Liens existants">
      <h3 className="text-base font-semibold text-slate-900">Liens existants</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {links.data.map((link) => (
          <li key={link.id} className="space-y-1 p-3 text-sm text-slate-800">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words">{link.label}</span>
                <Badge tone={link.status === 'ACTIVE' ? 'success' : 'neutral'}>
                  {SHARE_LINK_STATUS_LABELS[link.status]}
                </Badge>
              </p>
              {link.status === 'ACTIVE' && (
                <Button variant="secondary" onClick={() => setRevoking(link)}>
                  Révoquer<span className="sr-only"> le lien « {link.label} »</span>
                </Button>
              )}
            </div>
            <p className="text-slate-600">
              Créé le {formatDateLong(link.createdAt)}
              {link.expiresOn ? ` · valable jusqu'au ${formatDateLong(link.expiresOn)} inclus` : ''}
              {link.allowEarlierVersions ? ' · avec les versions précédentes' : ''}
              {link.allowObservations ? ' · observations acceptées' : ''}
            </p>
            <Openings link={link} />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(next) => !next && setRevoking(null)}
        title="Révoquer ce lien ?"
        description={`Le lien « ${revoking?.label ?? ''} » ne s'ouvrira plus. Ceux qui l'ont reçu ne pourront plus consulter le document. Cette action est irréversible.`}
        confirmLabel="Révoquer"
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revoke.mutateAsync({ duerpId, linkId: revoking.id });
            toast.success(SHARE_LINK_MESSAGES.revoked);
          } catch (error) {
            toastApiError(error);
            throw error;
          }
        }}
      />
    </section>
  );
}

function Openings({ link }: { link: ShareLink }) {
  if (link.openingCount === 0) return <p className="text-slate-600">Jamais ouvert</p>;
  return (
    <details>
      <summary className="cursor-pointer text-blue-800">Ouvert {link.openingCount} fois</summary>
      <ul className="mt-1 list-disc pl-5 text-slate-700">
        {link.recentOpenings.map((openedAt) => (
          <li key={openedAt}>{formatDateTime(openedAt)}</li>
        ))}
      </ul>
    </details>
  );
}
