import { Link } from 'react-router';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { PaymentStatusBadge } from '@/components/duerp/payment-status-badge';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useDuerpPermissions } from '@/features/duerp';
import { LivingDocumentPanel } from '@/features/living-document';
import { ComplianceCheck } from '@/features/compliance';
import { ObservationsPanel } from '@/features/observations';
import { CommentsScope } from '@/features/comments';
import { DocumentView } from './document-view';
import { SectorBanner } from './sector-banner';

/**
 * The right column: the sector banner, 'Version web' or 'Version de démonstration' with the
 * status badge, the warning (creation not finished, or pending modifications), the document.
 */
export function DocumentOverview({ duerp }: { duerp: DuerpDocument }) {
  const hasVersion = duerp.versions.length > 0;
  const can = useDuerpPermissions();
  return (
    <div className="space-y-5">
      <SectorBanner secteur={duerp.data.entreprise?.secteurDActivite} />
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">
          {duerp.hasFullAccess_Derivated ? 'Version web' : 'Version de démonstration'}
        </span>
        <PaymentStatusBadge duerpId={duerp.id} status={duerp.paymentStatus_Derivated} />
      </p>
      {!hasVersion ? (
        <Alert tone="warning" title="La création de votre DUERP n'est pas terminée.">
          Validez une première version pour générer le PDF de votre document unique.{' '}
          {can.write && (
            <Link to={paths.editDuerp(duerp.id, 7)} className="font-semibold underline">
              Valider cette version
            </Link>
          )}
        </Alert>
      ) : (
        duerp.hasBeenModifiedSinceLastGeneration && (
          <Alert tone="warning" title="Des modifications n'ont pas encore été validées.">
            Votre DUERP a été modifié depuis la dernière version générée : validez une nouvelle
            version pour que le PDF en tienne compte.{' '}
            {can.write && (
              <Link to={paths.editDuerp(duerp.id, 7)} className="font-semibold underline">
                Valider une nouvelle version
              </Link>
            )}
          </Alert>
        )
      )}
      <ObservationsPanel duerp={duerp} />
      <LivingDocumentPanel duerp={duerp} now={new Date()} />
      <ComplianceCheck duerp={duerp} />
      <CommentsScope duerpId={duerp.id}>
        <DocumentView duerp={duerp} />
      </CommentsScope>
    </div>
  );
}
