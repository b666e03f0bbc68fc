import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { isPurchasable, type DuerpDocument } from '@duerp/domain/duerp';
import {
  PAYMENT_MESSAGES,
  PLAN_NAMES,
  type BillingProfile,
  type PlanCode,
  type PricesResponse,
} from '@duerp/domain/payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toastApiError } from '@/lib/api-errors';
import { CONNECTION_NEEDED, useOnline } from '@/lib/use-online';
import { afterPaymentUrl, useInitPayment } from '../api/init-payment';
import { AlreadyBought } from './already-bought';
import { BillingProfileChooser } from './billing-profile-chooser';
import { CouponBox, type AppliedCoupon } from './coupon-box';
import { FeatureList } from './feature-list';
import { includedBenefits } from './plan-content';
import { PaymentTestNotice } from './payment-test-notice';
import { PriceSummary } from './price-summary';

export interface CheckoutViewProps {
  plan: PlanCode;
  prices: PricesResponse;
  profiles: BillingProfile[];
  /** The DUERP bought with the standard plan. */
  duerp: DuerpDocument | null;
}

/** Already paid for: this DUERP is in full access, or the account already has premium. */
function alreadyOwned({ plan, prices, duerp }: CheckoutViewProps): boolean {
  if (plan === 'SUBPLAN_PREMIUM') return prices.isActivePremiumPlan;
  const status = duerp?.paymentStatus_Derivated;
  return status === 'IN_PAID_PERIOD' || status === 'VIP';
}

/** Why this purchase cannot go ahead, in the API's own words, or null. */
function blockedReason({ plan, prices, duerp }: CheckoutViewProps): string | null {
  if (prices.isVip) return PAYMENT_MESSAGES.vipNoPurchase;
  if (plan === 'SUBPLAN_PREMIUM' && prices.isActivePremiumPlan)
    return PAYMENT_MESSAGES.alreadyPremium;
  if (plan === 'SUBPLAN_STANDARD' && duerp && !isPurchasable(duerp.paymentStatus_Derivated))
    return PAYMENT_MESSAGES.notPurchasable;
  return null;
}

/** /checkout once loaded: summary, promo code, benefits, billing profile, pay (→ provider). */
export function CheckoutView(props: CheckoutViewProps) {
  const { plan, prices, profiles, duerp } = props;
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [chosenProfile, setChosenProfile] = useState<string | null>(null);
  const [profileError, setProfileError] = useState<string | null>(null);
  const init = useInitPayment();
  const location = useLocation();
  // A single profile is the obvious choice; otherwise the user picks one.
  const only = profiles.length === 1 ? profiles[0]?.id : undefined;
  const selectedId =
    chosenProfile && profiles.some((p) => p.id === chosenProfile) ? chosenProfile : (only ?? null);
  const online = useOnline();
  const blocked = blockedReason(props) ?? (online ? null : CONNECTION_NEEDED);
  const owned = alreadyOwned(props);
  const standard = plan === 'SUBPLAN_STANDARD';
  const priceHT = standard ? prices.standardPlanPrice : prices.premiumPriceInfo.currentPrice;

  const select = (id: string) => {
    setChosenProfile(id);
    setProfileError(null);
  };
  const pay = async () => {
    if (!selectedId) {
      setProfileError(PAYMENT_MESSAGES.billingProfileRequired);
      toast.error(PAYMENT_MESSAGES.billingProfileRequired);
      return;
    }
    try {
      await init.mutateAsync({
        planId: plan,
        billingProfileId: selectedId,
        successUrl: afterPaymentUrl(window.location.origin, standard ? (duerp?.id ?? null) : null),
        // "Annuler" on the provider's page comes back to this basket.
        cancelUrl: `${window.location.origin}${location.pathname}${location.search}`,
        ...(standard && duerp ? { duerpDocId: duerp.id } : {}),
        ...(coupon ? { couponCode: coupon.code } : {}),
      });
    } catch (error) {
      toastApiError(error);
    }
  };
  // Once the provider's address is known, the button keeps spinning until the page changes.
  const paying = init.isPending || init.isSuccess;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="space-y-6">
        <section
          aria-labelledby="summary-title"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="summary-title" className="mb-3 text-lg font-semibold text-slate-900">
            Récapitulatif
          </h2>
          {owned ? (
            <AlreadyBought
              productName={PLAN_NAMES[plan]}
              description={standard ? (duerp?.description ?? null) : null}
              duerpId={standard ? (duerp?.id ?? null) : null}
            />
          ) : (
            <>
              <PriceSummary
                productName={PLAN_NAMES[plan]}
                description={standard ? duerp?.description : null}
                priceHT={priceHT}
                originalPriceHT={standard ? null : prices.premiumPriceInfo.originalPrice}
                couponPercent={coupon?.percent ?? null}
              />
              <div className="mt-4">
                <CouponBox applied={coupon} onChange={setCoupon} />
              </div>
            </>
          )}
        </section>
        <section
          aria-labelledby="benefits-title"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="benefits-title" className="mb-3 text-lg font-semibold text-slate-900">
            Inclus dans votre abonnement
          </h2>
          <FeatureList items={includedBenefits(plan)} />
        </section>
      </div>
      <div className="space-y-4">
        <section className="rounded-xl border border-slate-200 bg-white p-5">
          <BillingProfileChooser
            profiles={profiles}
            selectedId={selectedId}
            onSelect={select}
            error={profileError}
          />
        </section>
        {prices.isTestPayment && (
          <Alert tone="warning" title="Mode test — aucun paiement réel">
            Le paiement passe par le prestataire de test intégré : aucune somme n'est prélevée et
            les factures portent la mention « FACTURE DE TEST — sans valeur ».
          </Alert>
        )}
        {blocked && !owned && <Alert tone="warning">{blocked}</Alert>}
        {!owned && (
          <Button className="w-full" onClick={pay} loading={paying} disabled={blocked !== null}>
            Procéder au paiement
          </Button>
        )}
        <p className="text-xs text-slate-600">
          Vous allez être redirigé vers la page de paiement sécurisée. L'abonnement est annuel et se
          renouvelle automatiquement ; vous pouvez annuler le renouvellement à tout moment depuis «
          Mon compte ».
        </p>
        <PaymentTestNotice />
      </div>
    </div>
  );
}
