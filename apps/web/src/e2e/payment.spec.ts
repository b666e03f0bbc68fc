import { expect, test, type Page } from '@playwright/test';
import { createDraftDuerp, createFinalisedDuerp } from './api-fixtures';
import { expectAccessible, expectNoSideScroll, signUp, uniqueEmail } from './support';
import { DESKTOP } from './duerp-helpers';

/** axe-core at both widths, and a full-page screenshot of each for review. */
async function checkScreen(page: Page, name: string): Promise<void> {
  // Toasts stacked behind the newest one are drawn faded on purpose: close them first.
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('[data-sonner-toast] [data-close-button]')
      .forEach((b) => b.click()),
  );
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSideScroll(page);
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('a free user buys a DUERP with a promo code, manages the renewal, then goes premium with a discount', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, uniqueEmail('achat'));
  const duerp = await createFinalisedDuerp(page);
  await createDraftDuerp(page);

  // Plans: free is the current plan; standard leads to the choice of a DUERP.
  await page.goto('/choose-plan');
  await expect(
    page.getByRole('article', { name: 'Gratuit' }).getByText('Plan actuel'),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Standard' }).getByText('99,00 €')).toBeVisible();
  await expect(page.getByText('Paiement en phase de test')).toBeVisible();
  await checkScreen(page, 'choose-plan');
  await page.getByRole('link', { name: 'Choisir Standard' }).click();

  await expect(page).toHaveURL(/\/choose-plan\/select-duerp$/);
  await expect(
    page
      .getByRole('article', { name: 'Nouveau DUERP' })
      .getByText('Pas encore finalisé', { exact: true }),
  ).toBeVisible();
  const card = page.getByRole('article', { name: duerp.displayName });
  await expect(card.getByText('Paiement requis')).toBeVisible();
  await checkScreen(page, 'select-duerp');
  await card.getByRole('link', { name: 'Acheter ce DUERP' }).click();

  // Basket: summary, profile required, promo code, new billing profile.
  await expect(page).toHaveURL(`/checkout?plan=SUBPLAN_STANDARD&duerpid=${duerp.id}`);
  await expect(page.getByText('Boulangerie Martin – SIRET 732 829 320 00074')).toBeVisible();
  await expect(page.getByText('Mode test — aucun paiement réel')).toBeVisible();
  await expect(page.getByText('118,80 €')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Procéder au paiement' });
  await pay.click();
  await expect(toast(page, 'Veuillez sélectionner un profil de facturation.')).toBeVisible();

  const couponField = page.getByLabel('Code promo');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(toast(page, 'Veuillez entrer un code.')).toBeVisible();
  await couponField.fill('INCONNU');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(toast(page, 'Code promo invalide ou expiré.')).toBeVisible();
  await couponField.fill('bienvenue20');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(toast(page, 'Code appliqué : -20%')).toBeVisible();
  await expect(page.getByText('95,04 €')).toBeVisible();

  const add = page.getByRole('button', { name: 'Ajouter un profil' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un profil de facturation' });
  await expect(dialog.getByLabel('Pays')).toHaveValue('FR');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Le nom ou la raison sociale est obligatoire')).toBeVisible();
  await expect(dialog.getByText('La ville est obligatoire')).toBeVisible();
  await checkScreen(page, 'billing-profile-dialog');
  await dialog.getByLabel('Nom ou raison sociale').fill('SARL Martin');
  await dialog.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
  await dialog.getByLabel('Code postal').fill('69003');
  await dialog.getByLabel('Ville').fill('Lyon');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Profil modifié !')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByRole('radio', { name: /SARL Martin/ })).toBeChecked();
  await checkScreen(page, 'checkout');
  await pay.click();

  // The test provider's checkout page, served by the API.
  await expect(page.getByRole('heading', { name: 'Régler votre abonnement' })).toBeVisible();
  await expect(page.getByText('Code promo appliqué : BIENVENUE20')).toBeVisible();
  await expect(page.getByText(/^Mode test — aucun paiement réel/)).toBeVisible();
  await checkScreen(page, 'test-checkout');
  await page.getByRole('button', { name: 'Payer 95,04 €' }).click();

  await expect(page).toHaveURL(
    new RegExp(`/after-payment\\?duerpId=${duerp.id}&subscriptionId=[0-9a-f-]{36}$`),
  );
  await expect(page.getByRole('heading', { name: 'Paiement réussi !' })).toBeVisible();
  await checkScreen(page, 'after-payment');
  await page.getByRole('link', { name: 'Voir mon DUERP' }).click();
  await expect(page).toHaveURL(`/duerps/${duerp.id}`);
  // The basket of the DUERP just bought: no price, no promo code, no second payment.
  await page.goto(`/checkout?plan=SUBPLAN_STANDARD&duerpid=${duerp.id}`);
  await expect(page.getByText('Déjà acheté')).toBeVisible();
  await expect(page.getByLabel('Code promo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Procéder au paiement' })).toHaveCount(0);
  await checkScreen(page, 'checkout-already-bought');
  await page.goto('/duerps');
  await expect(
    page.getByRole('article', { name: duerp.displayName }).getByText('Accès complet'),
  ).toBeVisible();

  // My account: the plan, and the renewal cancelled then re-enabled.
  await page.goto('/my-account');
  await expect(page.getByText('Votre plan : Standard')).toBeVisible();
  const subscription = page.getByRole('article', { name: /^Plan Standard/ });
  // What was paid (99 − 20 %), and the renewal at the price sold.
  await expect(subscription.getByText('Payé : 79,20 € HT / an (95,04 € TTC)')).toBeVisible();
  await expect(subscription.getByText(/^Renouvellement au prix de 118,80 € TTC/)).toBeVisible();
  await expect(subscription.getByText(/^Renouvellement automatique le /)).toBeVisible();
  await checkScreen(page, 'my-account');
  const cancel = subscription.getByRole('button', { name: 'Annuler le renouvellement' });
  await cancel.click();
  const confirmCancel = page.getByRole('dialog', {
    name: 'Annuler le renouvellement automatique ?',
  });
  await expect(confirmCancel).toContainText("restera actif jusqu'à sa prochaine échéance");
  await checkScreen(page, 'cancel-renewal-dialog');
  await confirmCancel.getByRole('button', { name: 'Retour' }).click();
  await expect(cancel).toBeFocused();
  await cancel.click();
  await confirmCancel.getByRole('button', { name: 'Annuler le renouvellement' }).click();
  await expect(subscription.getByText(/il ne sera pas renouvelé\.$/)).toBeVisible();
  await subscription.getByRole('button', { name: 'Réactiver le renouvellement' }).click();
  const confirmEnable = page.getByRole('dialog', {
    name: 'Réactiver le renouvellement automatique ?',
  });
  await confirmEnable.getByRole('button', { name: 'Réactiver le renouvellement' }).click();
  await expect(subscription.getByText(/^Renouvellement automatique le /)).toBeVisible();

  // Payment methods and invoices on the provider's page, then back.
  await expect(
    page.getByText('Les factures déjà émises ne peuvent pas être modifiées', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Gérer les moyens de paiement et factures/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Moyens de paiement et factures' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Télécharger la facture/ })).toHaveCount(1);
  await expect(page.getByText(/^Mode test — aucun paiement réel/)).toBeVisible();
  await checkScreen(page, 'test-portal');
  await page.getByRole('link', { name: 'Retour à mon compte' }).click();
  await expect(page).toHaveURL(/\/my-account$/);

  // Premium: the running standard subscription is deducted.
  await page.goto('/choose-plan');
  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByRole('deletion')).toHaveText('299,00 € HT');
  await expect(premium.getByText(/^Remise de /)).toBeVisible();
  await checkScreen(page, 'choose-plan-discount');
  await premium.getByRole('link', { name: 'Choisir Premium' }).click();
  await expect(page).toHaveURL('/checkout?plan=SUBPLAN_PREMIUM');
  await expect(page.getByText('Prix initial HT')).toBeVisible();
  await expect(page.getByRole('radio', { name: /SARL Martin/ })).toBeChecked();
  await pay.click();

  // "Annuler" on the provider's page comes back to the basket.
  await expect(page.getByRole('heading', { name: 'Régler votre abonnement' })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL('/checkout?plan=SUBPLAN_PREMIUM');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
  await pay.click();
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('heading', { name: 'Paiement réussi !' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mes DUERPs' }).click();
  await expect(page).toHaveURL('/duerps');

  await page.goto('/my-account');
  await expect(page.getByText('Votre plan : Premium')).toBeVisible();
  await page.goto('/choose-plan');
  await expect(
    page.getByRole('article', { name: 'Premium' }).getByText('Déjà abonné'),
  ).toBeVisible();
});

test('the basket and the payment return explain what is missing', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page, uniqueEmail('panier'));

  await page.goto('/choose-plan/select-duerp');
  await expect(
    page.getByText("Aucun DUERP trouvé. Veuillez d'abord créer un DUERP."),
  ).toBeVisible();
  await checkScreen(page, 'select-duerp-empty');

  await page.goto('/checkout?plan=SUBPLAN_GOLD');
  await expect(page.getByRole('alert')).toHaveText(
    'Plan non supporté. Seuls les plans SUBPLAN_STANDARD et SUBPLAN_PREMIUM sont disponibles.',
  );
  await page.goto('/checkout?plan=SUBPLAN_STANDARD');
  await expect(page.getByRole('alert')).toHaveText('ID du DUERP manquant pour le plan standard.');
  await checkScreen(page, 'checkout-error');

  await page.goto('/after-payment?duerpId=');
  await expect(page.getByRole('heading', { name: 'Erreur lors du paiement' })).toBeVisible();
  await expect(page.getByText('Paramètre de souscription manquant.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contacter le support' })).toHaveAttribute(
    'href',
    '/contact-private',
  );
  await checkScreen(page, 'after-payment-error');
});
