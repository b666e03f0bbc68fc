import { countryName, normalizeCountry, type BillingProfile } from '@duerp/domain/payment';

/** A profile's address as printed on an invoice. */
export function BillingAddress({ profile }: { profile: BillingProfile }) {
  const a = profile.billingAddress;
  return (
    <span className="block text-sm text-slate-700">
      {a.line1}
      {a.line2 && <>, {a.line2}</>}
      <br />
      {a.postalCode} {a.city}, {countryName(normalizeCountry(a.country))}
      {a.vatNumber && (
        <>
          <br />
          TVA : {a.vatNumber}
        </>
      )}
    </span>
  );
}
