import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoSideScroll,
  mailsTo,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
} from './support';

// Each page asked of the server, as without the installable app: the service worker would serve
// the reset link from its cache, and zz-log-hygiene.spec checks that the server logged that link
// without its token.
test.use({ serviceWorkers: 'block' });

test('a new user signs up with the real captcha, logs out, signs in, resets a forgotten password', async ({
  page,
}) => {
  const email = uniqueEmail('parcours');
  await signUp(page, email);
  await expect(page.getByText('v0.7.1 (bêta)')).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('refreshToken'),
    ]),
  ).toEqual([null, null]);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/duerps$/);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Forgotten password: the link comes from the outbox.
  await page.getByLabel('Adresse email').fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByLabel('Adresse email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/Si l'adresse .* existe dans notre système/)).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const link = /http:\/\/localhost:\d+\/resetpwd\?\S+/.exec(mailsTo(email)[0]!.text)![0];

  const newPassword = 'Nouveau-mot2passe!';
  await page.goto(link);
  await expect(page.getByLabel('Adresse email')).toHaveValue(email);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
  await expect(
    page.getByText('Mot de passe modifié avec succès ! Vous pouvez à présent vous connecter.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\?email=/);

  // The address comes with the redirect: the password step shows at once.
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe invalide')).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/duerps$/);
});

test('an unknown address is sent to account creation with the address prefilled', async ({
  page,
}) => {
  const email = uniqueEmail('inconnu');
  await page.goto('/login');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/create-account\?email=/);
  await expect(page.getByLabel('Adresse email')).toHaveValue(email);
});

test('the forms show their French messages in order', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText("L'adresse email est requise")).toBeVisible();

  await page.goto('/create-account');
  await page.getByLabel('Adresse email').fill('pas-une-adresse');
  await page.getByLabel('Mot de passe', { exact: true }).fill('abcdefgh');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Veuillez entrer une adresse email valide')).toBeVisible();
  await expect(page.getByText('Le mot de passe doit contenir au moins 1 chiffre')).toBeVisible();
  await expect(page.getByText('La confirmation du mot de passe est requise')).toBeVisible();
  await page.getByLabel('Confirmer le mot de passe').fill('autre');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  await page.goto('/resetpwd?email=a%40b.fr');
  await expect(page.getByText('Token de réinitialisation manquant')).toBeVisible();

  await page.goto('/dg');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Champ requis')).toHaveCount(3);
});

test('a protected URL visited signed out comes back after sign-in', async ({ page }) => {
  const email = uniqueEmail('retour');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  // The revocation is in flight until the sign-in page shows; navigating earlier would keep the session.
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/my-account?onglet=1');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-account%3Fonglet%3D1$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/my-account\?onglet=1$/);

  // Already signed in: /login follows returnUrl at once; unknown paths go home.
  await page.goto('/login?returnUrl=%2Fchoose-plan');
  await expect(page).toHaveURL(/\/choose-plan$/);
  await page.goto('/nimporte-quoi');
  await expect(page).toHaveURL(/\/duerps$/);
});

test('an expiring access token is refreshed without the user noticing', async ({ page }) => {
  const email = uniqueEmail('refresh');
  await signUp(page, email);
  await page.goto('/my-account');
  const before = await page.evaluate(() => localStorage.getItem('token'));
  // The e2e server issues 35 s tokens: after 6 s the token is inside the 30 s margin.
  await page.waitForTimeout(6_000);
  await page.getByRole('button', { name: 'Recevoir le lien par email' }).click();
  await expect(
    page.getByText(
      'Un email contenant le lien pour modifier votre mot de passe a été envoyé à votre adresse email.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/my-account$/);
  const after = await page.evaluate(() => localStorage.getItem('token'));
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
  expect(mailsTo(email)).toHaveLength(1);
});

test('a rejected access token is refreshed once and the call retried', async ({ page }) => {
  const email = uniqueEmail('retry');
  await signUp(page, email);
  await page.goto('/my-account');
  // A well-formed token the server refuses (wrong signature), far from expiry.
  await page.evaluate(() => {
    const b64 = (o: object) =>
      btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const forged = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
    localStorage.setItem('token', forged);
  });
  await page.getByRole('button', { name: 'Recevoir le lien par email' }).click();
  await expect(
    page.getByText(
      'Un email contenant le lien pour modifier votre mot de passe a été envoyé à votre adresse email.',
    ),
  ).toBeVisible();

  // A revoked refresh token: the next refusal signs the user out, back to /login with returnUrl.
  await page.evaluate(() => {
    localStorage.setItem('token', 'a.b.c');
    localStorage.setItem('refreshToken', 'revoque');
  });
  await page.getByRole('button', { name: 'Recevoir le lien par email' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmy-account$/);
});

for (const width of [1280, 375]) {
  test(`auth pages are accessible and laid out at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ['/login', 'login'],
      ['/create-account', 'create-account'],
      ['/forgot-password', 'forgot-password'],
      ['/resetpwd?email=a%40b.fr&token=x', 'resetpwd'],
      ['/dg', 'dg'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await expectNoSideScroll(page);
      await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
    }
  });
}
