import { useId } from 'react';
import { Link } from 'react-router';
import {
  DUERP_MESSAGES,
  latestVersion,
  listOverdueActions,
  type DuerpDocument,
} from '@duerp/domain/duerp';
import { plural } from '@duerp/domain/text';
import { DuerpFacts, Fact } from '@/components/duerp/duerp-facts';
import { PaymentStatusBadge } from '@/components/duerp/payment-status-badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { Menu } from '@/components/ui/menu';
import { paths } from '@/config/paths';
import { useDownloadVersionPdf } from '@/features/duerp/api/download-version';
import { pdfVariantFor } from '@/features/duerp/utils/access';
import { UpdateDueStatus } from '@/features/duerp/components/update-due-status';
import { useDuerpPermissions } from './duerp-role';

export interface DuerpCardProps {
  duerp: DuerpDocument;
  onDuplicate: (duerp: DuerpDocument) => void;
  onDelete: (duerp: DuerpDocument) => void;
  /** Today, for the due dates (tests fix it). */
  now?: Date;
}

/** One DUERP of the list (/duerps). */
export function DuerpCard({ duerp, onDuplicate, onDelete, now = new Date() }: DuerpCardProps) {
  const titleId = useId();
  const overdue = listOverdueActions(duerp.data, now).length;
  const latest = latestVersion(duerp.versions);
  const download = useDownloadVersionPdf();
  const can = useDuerpPermissions();
  const actions = [
    ...(can.write ? [{ label: 'Dupliquer', onSelect: () => onDuplicate(duerp) }] : []),
    ...(can.manage
      ? [{ label: 'Supprimer', onSelect: () => onDelete(duerp), tone: 'danger' as const }]
      : []),
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 break-words text-lg font-semibold text-slate-900">
          {duerp.displayName}
        </h2>
        {actions.length > 0 && (
          <Menu label={`Plus d'actions pour « ${duerp.displayName} »`} items={actions} />
        )}
      </div>
      <DuerpFacts duerp={duerp} siretUnknown={DUERP_MESSAGES.siretUnknown}>
        {latest && (
          <Fact term="Mise à jour">
            <UpdateDueStatus duerp={duerp} now={now} />
          </Fact>
        )}
        {overdue > 0 && (
          <Fact term="Actions du PAPRIPACT" className="font-semibold text-red-700">
            {plural(overdue, 'action')} en retard
          </Fact>
        )}
      </DuerpFacts>
      <div className="mt-3">
        <PaymentStatusBadge duerpId={duerp.id} status={duerp.paymentStatus_Derivated} />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {latest && (
          // The latest version's PDF: full or demonstration by the access rule.
          <Button
            variant="secondary"
            aria-describedby={titleId}
            loading={download.isPending}
            onClick={() =>
              download.mutate({
                duerpId: duerp.id,
                version: latest,
                variant: pdfVariantFor(duerp, latest),
              })
            }
          >
            Télécharger
          </Button>
        )}
        {can.write && (
          <Link
            to={paths.editDuerp(duerp.id)}
            aria-describedby={titleId}
            className={buttonClassName('secondary')}
          >
            {latest ? 'Modifier' : 'Continuer la création'}
          </Link>
        )}
        <Link
          to={paths.duerp(duerp.id)}
          aria-describedby={titleId}
          className={buttonClassName('primary')}
        >
          Ouvrir
        </Link>
      </div>
    </article>
  );
}
