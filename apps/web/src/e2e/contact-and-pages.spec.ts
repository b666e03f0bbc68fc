import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectNoSideScroll, mailsTo, signUp, uniqueEmail } from './support';

const SUPPORT_EMAIL = 'support@duerp.local';
const SENT = 'Votre message a bien été envoyé. Nous vous répondrons au plus vite.';

const supportMailsContaining = (text: string) =>
  (mailsTo(SUPPORT_EMAIL) as { subject: string; text: string; replyTo?: string }[]).filter((m) =>
    m.text.includes(text),
  );

test('a visitor sends the public form with the real security check, and the mail reaches support', async ({
  page,
}) => {
  const email = uniqueEmail('contact-public');
  const marker = `Question ${Date.now()} sur le PAPRIPACT`;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  await expect(page.getByText(/transmises à notre\s+cabinet d'avocats partenaire/)).toBeVisible();

  const send = page.getByRole('button', { name: 'Envoyer le message' });
  await send.click();
  await expect(page.getByText("L'adresse email est requise")).toBeVisible();
  await expect(page.getByText('Ce champ est requis')).toBeVisible();
  await expect(page.getByText('Le message est requis')).toBeVisible();
  await page.getByLabel('Adresse email').fill('pas-une-adresse');
  await send.click();
  await expect(page.getByText('Veuillez entrer une adresse email valide')).toBeVisible();

  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Nom et prénom').fill('Camille Martin');
  await page.getByLabel('Téléphone (facultatif)').fill('06 12 34 56 78');
  await page.getByLabel('Message', { exact: true }).fill(`Bonjour,\n${marker}`);
  await send.click();
  await expect(page.getByText('Veuillez compléter la vérification de sécurité.')).toBeVisible();

  await page.getByText('Je ne suis pas un robot', { exact: true }).click();
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 30_000 });
  await send.click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(send).toHaveCount(0);
  await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();

  await expect.poll(() => supportMailsContaining(marker).length).toBe(1);
  expect(supportMailsContaining(marker)[0]!.replyTo).toBe(email);
  await expect
    .poll(() => mailsTo(email).map((m) => m.subject))
    .toEqual(['Nous avons bien reçu votre message']);

  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user is sent to the private form, prefilled, and "Autres demandes" prefill the request', async ({
  page,
}) => {
  const email = uniqueEmail('contact-prive');
  await signUp(page, email);
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/contact-private$/);
  await expect(page.getByRole('link', { name: 'Retour à mes DUERP' })).toHaveAttribute(
    'href',
    '/duerps',
  );
  await expect(page.getByText(/cabinet d'avocats partenaire/)).toBeVisible();
  await expect(page.getByLabel('Adresse email')).toHaveValue(email);

  const marker = `Demande ${Date.now()} sur mesure`;
  await page.getByLabel('Nom et prénom').fill('Dominique Durand');
  await page.getByLabel('Message', { exact: true }).fill(marker);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Nom et prénom')).toHaveValue('Dominique Durand');
  await expect.poll(() => supportMailsContaining(marker).length).toBe(1);
  expect(supportMailsContaining(marker)[0]!.subject).toBe('[Contact] Dominique Durand (client)');

  await page.goto('/my-account');
  const requests = page.getByRole('region', { name: 'Autres demandes' });
  await expect(requests.getByRole('link')).toHaveText([
    /^Modifier mon adresse email/,
    /^Demande relative à mes données personnelles \(RGPD\)/,
    /^Supprimer mon compte/,
    /^Autre demande/,
  ]);
  await requests.getByRole('link', { name: 'Supprimer mon compte' }).click();
  await expect(page).toHaveURL(/\/contact-private\?demande=suppression-compte$/);
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'Demande : suppression de mon compte\n\n',
  );

  // Signed in, the footer's contact link is the private form.
  await page
    .getByRole('navigation', { name: 'Liens de pied de page' })
    .getByRole('link', { name: 'Contactez-nous' })
    .click();
  await expect(page).toHaveURL(/\/contact-private$/);
});

test('every footer link opens its page', async ({ page }) => {
  const footer = page.getByRole('navigation', { name: 'Liens de pied de page' });
  const pages: [string, RegExp, string][] = [
    ["Guide d'utilisation", /\/guide$/, "Guide d'utilisation"],
    ['Contactez-nous', /\/contact$/, 'Contactez-nous'],
    ['Mentions légales', /\/mentions-legales$/, 'Mentions légales'],
    ['Politique de confidentialité', /\/confidentialite$/, 'Politique de confidentialité'],
    ['Conditions générales', /\/cgu$/, "Conditions générales d'utilisation et de vente"],
  ];
  await page.goto('/guide');
  for (const [link, url, title] of pages) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  // A visitor sees the plans on the public page, and signs up from there.
  await footer.getByRole('link', { name: 'Plans tarifaires' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  await expect(page.getByRole('article', { name: 'Standard' })).toContainText('€');
  await page.getByRole('link', { name: 'Choisir Standard' }).click();
  await expect(page).toHaveURL(/\/create-account$/);

  await page.goto('/mentions-legales');
  await page.getByRole('link', { name: "déclaration d'accessibilité" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Déclaration d'accessibilité");
});

test('the guide renders the evaluation method from the shared rules', async ({ page }) => {
  await page.goto('/guide');
  await expect(
    page.getByText('Niveau de risque = Fréquence × Gravité × Facteur de maîtrise'),
  ).toBeVisible();
  const gravite = page.getByRole('table', { name: 'Gravité', exact: true });
  await expect(gravite.getByRole('row')).toHaveCount(5);
  await expect(gravite).toContainText('Très grave');
  await expect(page.getByRole('table', { name: 'Fréquence', exact: true })).toContainText(
    'Très fréquent',
  );
  // Maîtrise shown with a reversed number, 1 Absente … 4 Forte.
  const maitrise = page.getByRole('table', { name: 'Maîtrise', exact: true });
  await expect(maitrise.getByRole('row')).toHaveText([
    /Note/,
    /1\s*Absente/,
    /2\s*Faible/,
    /3\s*Moyenne/,
    /4\s*Forte/,
  ]);
  await expect(
    page.getByText(/de maîtrise 2 \(Faible\) vaut 3 × 3 × 0,75 = 6,8, soit un niveau « Critique »/),
  ).toBeVisible();
  const bands = page.getByRole('table', { name: 'Niveaux de risque selon la valeur calculée' });
  await expect(bands.getByRole('row')).toHaveText([
    /Niveau/,
    /Faible.*inférieure à 1/,
    /Modéré.*de 1 à moins de 3/,
    /Important.*de 3 à moins de 5/,
    /Critique.*de 5 ou plus/,
  ]);

  // The FAQ opens from the keyboard.
  const question = page.getByText("Mon entreprise n'a qu'un salarié : dois-je établir un DUERP ?");
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText("L'obligation s'applique dès le premier salarié.", { exact: false }),
  ).toBeVisible();
});

async function checkPage(page: Page, path: string, name: string, width: number) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expectNoSideScroll(page);
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

for (const width of [1280, 375]) {
  test(`contact, account and footer pages are accessible and laid out at ${width} px`, async ({
    page,
  }) => {
    // Thirteen pages, each checked by axe and photographed: about 40 s alone, more beside a
    // second worker.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      // The authentication pages too: the accessibility statement lists them.
      ['/login', 'login'],
      ['/create-account', 'create-account'],
      ['/forgot-password', 'forgot-password'],
      ['/resetpwd?email=a%40b.fr&token=x', 'resetpwd'],
      ['/contact', 'contact'],
      ['/guide', 'guide'],
      ['/mentions-legales', 'mentions-legales'],
      ['/confidentialite', 'confidentialite'],
      ['/cgu', 'cgu'],
      ['/accessibilite', 'accessibilite'],
      ['/tarifs', 'tarifs'],
    ] as const) {
      await checkPage(page, path, name, width);
      // The operator identity comes from the API: a missing field never shows a placeholder.
      await expect(page.locator('main')).not.toContainText('[');
    }
    const email = uniqueEmail(`pages-${width}`);
    await signUp(page, email);
    await checkPage(page, '/contact-private', 'contact-private', width);
    await checkPage(page, '/my-account', 'my-account', width);
    await expect(page.getByText(`Connecté en tant que ${email}`)).toBeVisible();
  });
}
