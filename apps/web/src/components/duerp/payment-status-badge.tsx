import { Link } from 'react-router';
import { isPurchasable, paymentStatusDisplay } from '@duerp/domain/duerp';
import { Badge, badgeClassName } from '@/components/ui/badge';
import { choosePlanUrl } from '@/config/paths';

/**
 * The badge of paymentStatus_Derivated: label and tooltip per status. Given the document's id, only
 * PAYMENT_NEEDED and EXPIRED link to the plans for it; without one (a card that is itself a
 * link), every status is a label.
 */
export function PaymentStatusBadge({ duerpId, status }: { duerpId?: string; status: string }) {
  const { label, tooltip, tone } = paymentStatusDisplay(status);
  if (duerpId && isPurchasable(status)) {
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
    <Badge tone={tone} title={tooltip}>
      {label}
      <span className="sr-only"> : {tooltip}</span>
    </Badge>
  );
}
