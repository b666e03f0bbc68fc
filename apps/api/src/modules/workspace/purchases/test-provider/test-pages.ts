import {
  countryName,
  priceTTC,
  vatAmount,
  PAYMENT_MESSAGES,
  PLAN_NAMES,
} from '@duerp/domain/payment';
import { formatDateLong } from '@duerp/domain/calendar';
import { formatMoney } from '@duerp/domain/text';
import type { BillingProfileRow } from '../../../billing/billing-profiles/index.js';
import type { SubscriptionRow } from '../../../billing/subscriptions/index.js';
import type { InvoiceRow } from '../invoices.repository.js';
import { escapeHtml, page } from './html.js';

function address(profile: BillingProfileRow): string {
  return [
    profile.name,
    profile.line1,
    profile.line2,
    `${profile.postalCode} ${profile.city}`,
    countryName(profile.country),
    profile.vatNumber ? `TVA : ${profile.vatNumber}` : '',
  ]
    .filter(Boolean)
    .map(escapeHtml)
    .join('<br>');
}

export function checkoutPage(
  subscription: SubscriptionRow,
  profile: BillingProfileRow,
  documentName: string | null,
): string {
  const ht = subscription.priceHtCents / 100;
  const renewalCents = subscription.renewalPriceHtCents;
  const renewal =
    renewalCents !== null && renewalCents !== subscription.priceHtCents ? renewalCents / 100 : null;
  const product = documentName
    ? `${PLAN_NAMES[subscription.plan]} – ${documentName}`
    : PLAN_NAMES[subscription.plan];
  return page(
    'Paiement',
    `<h1>Régler votre abonnement</h1>
<table>
<tr><th>Produit</th><th class="num">Montant</th></tr>
<tr><td class="wrap">${escapeHtml(product)}${subscription.couponCode ? `<br><small>Code promo appliqué : ${escapeHtml(subscription.couponCode)}</small>` : ''}</td><td class="num">${formatMoney(ht)} HT</td></tr>
<tr><td>TVA (20 %)</td><td class="num">${formatMoney(vatAmount(ht))}</td></tr>
${
  renewal === null
    ? `<tr class="total"><td>Total TTC (par an)</td><td class="num">${formatMoney(priceTTC(ht))}</td></tr>`
    : `<tr class="total"><td>Total TTC (première année)</td><td class="num">${formatMoney(priceTTC(ht))}</td></tr>
<tr><td>Puis, chaque année</td><td class="num">${formatMoney(priceTTC(renewal))} TTC</td></tr>`
}
</table>
<p><strong>Facturé à :</strong><br>${address(profile)}</p>
<div class="actions">
<form method="post" action="/api/payment/test-checkout/${subscription.id}/pay"><button class="pay" type="submit">Payer ${formatMoney(priceTTC(ht))}</button></form>
<form method="post" action="/api/payment/test-checkout/${subscription.id}/cancel"><button class="cancel" type="submit">Annuler</button></form>
</div>`,
  );
}

/** A checkout that can no longer be paid: already paid, or superseded / cancelled. */
export function closedCheckoutPage(subscription: SubscriptionRow, returnUrl: string): string {
  if (subscription.status === 'abandoned' || subscription.status === 'failed')
    return page(
      'Paiement fermé',
      `<h1>Ce paiement n'est plus disponible</h1><p>${escapeHtml(PAYMENT_MESSAGES.checkoutSuperseded)}</p><p>S'il n'y a pas d'autre onglet, revenez au panier pour recommencer.</p><div class="actions"><a class="button pay" href="${escapeHtml(subscription.cancelUrl)}">Revenir au panier</a></div>`,
    );
  return page(
    'Paiement déjà traité',
    `<h1>Ce paiement a déjà été traité</h1><div class="actions"><a class="button pay" href="${escapeHtml(returnUrl)}">Continuer</a></div>`,
  );
}

export function portalPage(
  profile: BillingProfileRow,
  invoices: InvoiceRow[],
  token: string,
  returnUrl: string,
): string {
  const rows = invoices.length
    ? invoices
        .map(
          (
            inv,
          ) => `<tr><td class="nowrap">${escapeHtml(inv.number)}</td><td>${formatDateLong(inv.issuedAt)}</td><td class="num">${formatMoney(inv.amountTtcCents / 100)}</td>
<td class="num"><a href="/api/payment/test-portal/invoices/${inv.id}?token=${encodeURIComponent(token)}" aria-label="Télécharger la facture ${escapeHtml(inv.number)} (PDF)">PDF</a></td></tr>`,
        )
        .join('\n')
    : '<tr><td colspan="4">Aucune facture pour ce profil.</td></tr>';
  return page(
    'Moyens de paiement et factures',
    `<h1>Moyens de paiement et factures</h1>
<h2>Profil de facturation</h2><p>${address(profile)}</p>
<h2>Moyen de paiement</h2><p>Carte de test •••• 4242 — expire le 12/2030</p>
<h2>Factures</h2>
<div class="table-scroll"><table class="compact"><tr><th>N°</th><th>Date</th><th class="num">Montant TTC</th><th class="num">Facture</th></tr>
${rows}</table></div>
<div class="actions"><a class="button cancel" href="${escapeHtml(returnUrl)}">Retour à mon compte</a></div>`,
  );
}
