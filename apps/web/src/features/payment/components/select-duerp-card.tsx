import { useId } from 'react';
import { Link } from 'react-router';
import {
  DUERP_MESSAGES,
  formatDateLong,
  formatSiret,
  isPurchasable,
  latestVersion,
  paymentStatusDisplay,
  type DuerpDocument,
} from '@duerp/domain';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { checkoutUrl } from '../checkout-url';

/** SPEC §2 /choose-plan/select-duerp: why a DUERP cannot be bought, per status. */
export function unavailableLabel(status: string): string {
  switch (status) {
    case 'DRAFT':
      return 'Pas encore finalisé';
    case 'IN_PAID_PERIOD':
      return 'Déjà acheté';
    case 'VIP':
      return 'Déjà en accès complet';
    default:
      return 'Indisponible';
  }
}

/** One DUERP to choose: a purchasable one is a link to the basket as a whole card. */
export function SelectDuerpCard({ duerp }: { duerp: DuerpDocument }) {
  const titleId = useId();
  const latest = latestVersion(duerp.versions);
  const siret = formatSiret(duerp.data.entreprise?.siret);
  const status = duerp.paymentStatus_Derivated;
  const { label, tooltip, tone } = paymentStatusDisplay(status);
  const purchasable = isPurchasable(status);
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm ${purchasable ? 'border-slate-200 hover:border-blue-500 hover:shadow-md' : 'border-slate-200 bg-slate-50'}`}
    >
      <h2 id={titleId} className="break-words text-lg font-semibold text-slate-900">
        {duerp.displayName}
      </h2>
      <dl className="mt-2 space-y-1 text-sm text-slate-700">
        <div>
          <dt className="sr-only">N° SIRET</dt>
          <dd>{siret ? `SIRET ${siret}` : 'N° SIRET inconnu'}</dd>
        </div>
        <div>
          <dt className="sr-only">Dernière version</dt>
          <dd>
            {latest
              ? `Dernière version du ${formatDateLong(latest.creationTime)}`
              : DUERP_MESSAGES.notFinalized}
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <Badge tone={tone} title={tooltip}>
          {label}
          <span className="sr-only"> : {tooltip}</span>
        </Badge>
      </div>
      <div className="mt-auto pt-5">
        {purchasable ? (
          // The link's overlay makes the whole card clickable; focus stays on one link.
          <Link
            to={checkoutUrl('SUBPLAN_STANDARD', duerp.id)}
            aria-describedby={titleId}
            className={buttonClassName(
              'primary',
              "w-full after:absolute after:inset-0 after:rounded-xl after:content-['']",
            )}
          >
            Acheter ce DUERP
          </Link>
        ) : (
          <p className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-300 bg-slate-100 px-4 py-2 text-sm font-semibold text-slate-600">
            {unavailableLabel(status)}
          </p>
        )}
      </div>
    </article>
  );
}
