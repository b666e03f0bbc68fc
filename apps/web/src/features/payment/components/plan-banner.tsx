import { Link } from 'react-router';
import { accountPlanBanner, PAYMENT_MESSAGES, type PricesResponse } from '@duerp/domain/payment';
import { formatDateLong } from '@duerp/domain/calendar';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** Account plan banner priority: VIP, then active premium, then standard, then free. */
export function PlanBanner({ prices }: { prices: PricesResponse | null | undefined }) {
  if (!prices) return <Alert tone="error">{PAYMENT_MESSAGES.subscriptionInfoFailed}</Alert>;
  switch (accountPlanBanner(prices)) {
    case 'VIP':
      return (
        <Alert tone="success" title="Votre plan : accès VIP">
          Votre compte a un accès complet à tous vos DUERP, sans achat nécessaire.
        </Alert>
      );
    case 'PREMIUM':
      return (
        <Alert tone="success" title="Votre plan : Premium">
          Accès complet à vos DUERP (jusqu'à 5)
          {prices.premiumPlanActiveUntilDate
            ? ` jusqu'au ${formatDateLong(prices.premiumPlanActiveUntilDate)}`
            : ''}
          .
        </Alert>
      );
    case 'STANDARD':
      return (
        <Alert tone="success" title="Votre plan : Standard">
          {plural(prices.numberOfActiveStandardPlan, 'DUERP est', 'DUERP sont')} en accès complet
          grâce à{' '}
          {prices.numberOfActiveStandardPlan > 1
            ? 'vos abonnements Standard'
            : 'votre abonnement Standard'}
          .
        </Alert>
      );
    case 'FREE':
      return (
        <Alert tone="info" title="Votre plan : Gratuit">
          Vous pouvez créer votre DUERP et télécharger un PDF de démonstration.{' '}
          <Link to={paths.choosePlan} className="font-semibold underline">
            Découvrir les plans tarifaires
          </Link>
        </Alert>
      );
  }
}
