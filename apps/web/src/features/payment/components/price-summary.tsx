import type { ReactNode } from 'react';
import { applyCoupon, priceTTC, vatAmount } from '@duerp/domain/payment';
import { formatMoney } from '@duerp/domain/text';
import { roundToCent } from '@duerp/domain/format';

export interface PriceSummaryProps {
  productName: string;
  /** e.g. the DUERP's description for the standard plan. */
  description?: string | null;
  /** The current price before VAT, before any coupon. */
  priceHT: number;
  /** The list price when a discount lowers it (premium replacing standard subscriptions). */
  originalPriceHT?: number | null;
  /** The applied promo code's percentage, if any: it applies to the current price HT. */
  couponPercent?: number | null;
}

function Row({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-2 ${strong ? 'text-lg font-bold text-slate-900' : 'text-sm text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="whitespace-nowrap text-right">{value}</dd>
    </div>
  );
}

/** HT, TVA 20 % and TTC per year; the promo discount is a percentage of the HT price. */
export function PriceSummary({
  productName,
  description,
  priceHT,
  originalPriceHT,
  couponPercent,
}: PriceSummaryProps) {
  const totalHT = couponPercent ? applyCoupon(priceHT, couponPercent) : priceHT;
  const discounted = originalPriceHT != null && originalPriceHT > priceHT;
  // Coupon and premium credit lower the first year only: renewals charge the list price sold.
  const renewalHT = discounted ? originalPriceHT : priceHT;
  return (
    <div>
      <p className="font-semibold text-slate-900">{productName}</p>
      {description && <p className="mt-1 break-words text-sm text-slate-700">{description}</p>}
      <dl className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
        {discounted && (
          <>
            <Row label="Prix initial HT" value={<del>{formatMoney(originalPriceHT)}</del>} />
            <Row
              label="Remise (abonnements Standard en cours)"
              value={`− ${formatMoney(roundToCent(originalPriceHT - priceHT))}`}
            />
          </>
        )}
        <Row label="Prix HT" value={formatMoney(priceHT)} />
        {couponPercent ? (
          <>
            <Row
              label={`Code promo (−${couponPercent} %)`}
              value={`− ${formatMoney(roundToCent(priceHT - totalHT))}`}
            />
            <Row label="Total HT" value={formatMoney(totalHT)} />
          </>
        ) : null}
        <Row label="TVA (20 %)" value={formatMoney(vatAmount(totalHT))} />
        {renewalHT === totalHT ? (
          <Row label="Total TTC par an" value={formatMoney(priceTTC(totalHT))} strong />
        ) : (
          <>
            <Row label="Total TTC (première année)" value={formatMoney(priceTTC(totalHT))} strong />
            <Row label="Puis, chaque année (TTC)" value={formatMoney(priceTTC(renewalHT))} />
          </>
        )}
      </dl>
    </div>
  );
}
