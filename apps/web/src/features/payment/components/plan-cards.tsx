import { Link } from 'react-router';
import { formatMoney } from '@duerp/domain/text';
import type { PricesResponse } from '@duerp/domain/payment';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { checkoutUrl } from '../checkout-url';
import { FREE_EXCLUDED, FREE_FEATURES, PAID_FEATURES } from './plan-content';
import { PlanCard, PlanPrice, PlanStatusLabel } from './plan-card';

/**
 * /choose-plan: the four offers, prices excluding tax. Standard goes to the basket for
 * the DUERP passed in, or to the choice of a DUERP; premium straight to the basket. For a visitor
 * (/tarifs), the paid plans lead to the creation of an account and "Sur mesure" to /contact.
 */
export function PlanCards({
  prices,
  duerpId,
  forVisitor = false,
}: {
  prices: PricesResponse;
  duerpId: string | null;
  forVisitor?: boolean;
}) {
  const { isVip, isActivePremiumPlan, premiumPriceInfo } = prices;
  // Paid cards: VIP first (full access without purchase), then an active premium.
  const blocked = isVip ? 'Mode VIP activé' : isActivePremiumPlan ? 'Déjà abonné' : null;
  const paidAction = (label: string, to: string) =>
    blocked ? (
      <PlanStatusLabel>{blocked}</PlanStatusLabel>
    ) : (
      <Link to={forVisitor ? paths.createAccount : to} className={buttonClassName('primary')}>
        {label}
      </Link>
    );
  const hasDiscount = premiumPriceInfo.discount > 0;

  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <li>
        <PlanCard
          name="Gratuit"
          scope="Pour découvrir"
          mark={prices.isOnFreePlan && !isVip ? <Badge tone="info">Plan actuel</Badge> : null}
          price={<PlanPrice amount={formatMoney(0, { round: true })} />}
          features={FREE_FEATURES}
          excluded={FREE_EXCLUDED}
          action={null}
        />
      </li>
      <li>
        <PlanCard
          name="Standard"
          scope="1 DUERP"
          price={<PlanPrice amount={formatMoney(prices.standardPlanPrice)} />}
          features={PAID_FEATURES}
          action={paidAction(
            'Choisir Standard',
            duerpId ? checkoutUrl('SUBPLAN_STANDARD', duerpId) : paths.selectDuerp,
          )}
        />
      </li>
      <li>
        <PlanCard
          name="Premium"
          scope="Jusqu'à 5 DUERP"
          highlighted
          mark={<Badge tone="success">Le plus complet</Badge>}
          price={
            <>
              {hasDiscount && (
                <p className="text-sm text-slate-600">
                  <span className="sr-only">Prix initial : </span>
                  <del>{formatMoney(premiumPriceInfo.originalPrice)} HT</del>
                </p>
              )}
              <PlanPrice amount={formatMoney(premiumPriceInfo.currentPrice)} />
              {hasDiscount && (
                <p className="mt-2 text-sm font-medium text-green-800">
                  Remise de {formatMoney(premiumPriceInfo.discount)} HT : la valeur restante de vos
                  abonnements Standard en cours est déduite.
                </p>
              )}
            </>
          }
          features={PAID_FEATURES}
          action={paidAction('Choisir Premium', checkoutUrl('SUBPLAN_PREMIUM', null))}
        />
      </li>
      <li>
        <PlanCard
          name="Sur mesure"
          scope="Plus de 5 DUERP ou besoins spécifiques"
          price={<PlanPrice amount="Sur devis" suffix="" />}
          features={[
            'Un nombre de DUERP adapté à votre organisation',
            'Un accompagnement personnalisé',
            "L'aide de notre cabinet d'avocats partenaire",
          ]}
          action={
            <Link
              to={forVisitor ? paths.contact : paths.contactPrivate}
              className={buttonClassName('secondary')}
            >
              Nous contacter
            </Link>
          }
        />
      </li>
    </ul>
  );
}
