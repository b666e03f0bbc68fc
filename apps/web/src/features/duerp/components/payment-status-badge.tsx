import { Link } from 'react-router';
import { isPurchasable, paymentStatusDisplay } from '@duerp/domain';
import { badgeClassName } from '@/components/ui/badge';
import { choosePlanUrl } from '@/config/paths';

/**
 * SPEC §4 "paymentStatus_Derivated": label and tooltip per status; only PAYMENT_NEEDED and
 * EXPIRED link to the plans, for this document.
 */
export function PaymentStatusBadge({ duerpId, status }: { duerpId: string; status: string }) {
  const { label, tooltip, tone } = paymentStatusDisplay(status);
  if (isPurchasable(status)) {
    return (
      <Link
        to={choosePlanUrl(duerpId)}
        title={tooltip}
        className={`${badgeClassName(tone)} hover:underline`}
      >
        {label}
        <span aria-hidden="true">→</span>
      </Link>
    );
  }
  return (
    <span className={badgeClassName(tone)} title={tooltip}>
      {label}
      <span className="sr-only"> : {tooltip}</span>
    </span>
  );
}
