import { countryName } from '@duerp/domain/payment';
import { formatSiret } from '@duerp/domain/format';
import { OPERATOR_MISSING_TEXT, type OperatorIdentity } from '@duerp/domain/operator';

/** The words of an invoice, apart from the drawing: what L441-9 and CGI 242 nonies A ask for. */

/** The seller's block: a line per published mention, none left as a placeholder. */
export function sellerLines(seller: OperatorIdentity): string[] {
  const company = [
    seller.legalForm,
    seller.shareCapital && `au capital de ${seller.shareCapital}`,
  ].filter(Boolean);
  return [
    seller.legalName ?? OPERATOR_MISSING_TEXT,
    company.join(' '),
    seller.address,
    seller.siren && `SIREN : ${formatSiret(seller.siren)}`,
    seller.siret && `SIRET : ${formatSiret(seller.siret)}`,
    seller.rcs && `RCS : ${seller.rcs}`,
    seller.vatNumber && `TVA intracommunautaire : ${seller.vatNumber}`,
  ].filter((line): line is string => Boolean(line));
}

/** The buyer's block, from the billing address frozen at issue. */
export function buyerLines(address: Record<string, string | null | undefined>): string[] {
  const vat = address.vatNumber?.replace(/\s/g, '').toUpperCase();
  // A French VAT number is FR + key + SIREN: the buyer's SIREN is printed from it.
  const siren = vat && /^FR[0-9A-Z]{2}\d{9}$/.test(vat) ? vat.slice(4) : null;
  return [
    address.name,
    address.line1,
    address.line2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.country ? countryName(address.country) : '',
    siren && `SIREN : ${formatSiret(siren)}`,
    vat && `TVA intracommunautaire : ${vat}`,
  ].filter((line): line is string => Boolean(line));
}

/** Payment: the date and the means, then the conditions L441-9 requires even on a paid invoice. */
export function paymentLines(paidOn: string, isTestInvoice: boolean): string[] {
  return [
    isTestInvoice
      ? `Paiement simulé le ${paidOn} par le fournisseur de paiement de test : aucune somme n’a été prélevée.`
      : `Facture acquittée le ${paidOn}, par carte bancaire.`,
    'Escompte pour paiement anticipé : néant.',
    'Pénalités de retard (Code de commerce, art. L441-10) : taux d’intérêt de la Banque centrale ' +
      'européenne à son opération de refinancement la plus récente, majoré de 10 points.',
    'Client professionnel : indemnité forfaitaire pour frais de recouvrement de 40 € en cas de ' +
      'retard de paiement (Code de commerce, art. L441-10 et D441-5).',
  ];
}
