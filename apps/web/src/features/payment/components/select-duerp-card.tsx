import { useId } from 'react';
import { Link } from 'react-router';
import { isPurchasable, type DuerpDocument } from '@duerp/domain/duerp';
import { DuerpFacts } from '@/components/duerp/duerp-facts';
import { PaymentStatusBadge } from '@/components/duerp/payment-status-badge';
import { buttonClassName } from '@/components/ui/button';
import { checkoutUrl } from '../checkout-url';

/** /choose-plan/select-duerp: why a DUERP cannot be bought, per status. */
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
  const status = duerp.paymentStatus_Derivated;
  const purchasable = isPurchasable(status);
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex h-full flex-col rounded-xl border border-slate-200 p-5 shadow-sm ${purchasable ? 'bg-white hover:border-blue-500 hover:shadow-md' : 'bg-slate-50'}`}
    >
      <h2 id={titleId} className="break-words text-lg font-semibold text-slate-900">
        {duerp.displayName}
      </h2>
      {/* Here the unknown SIRET is worded without the brackets of /duerps. */}
      <DuerpFacts duerp={duerp} siretUnknown="N° SIRET inconnu" />
      <div className="mt-3">
        <PaymentStatusBadge status={status} />
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
