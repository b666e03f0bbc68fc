import { expect, test, type Browser, type Page } from '@playwright/test';
import { createDraftDuerp } from './api-fixtures';
import { DESKTOP, dismissToasts, SCREENS } from './duerp-helpers';
import { accessToken, expectAccessible, mailsTo, signUp, uniqueEmail } from './support';

/**
 * Issue 29, live: an owner and an Éditeur have the same DUERP open. Each sees the other on it
 * ("Aussi sur ce document"), a unit the Éditeur adds appears on the owner's screen without a
 * reload, and a rename made by both at once (the owner's tab had lost its live stream) is shown
 * side by side and settled by the owner's choice.
 */

async function person(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESKTOP })).newPage();
}

async function api(page: Page, method: 'POST' | 'GET', path: string, data?: unknown) {
  const token = await accessToken(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${path} : ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function shot375(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SCREENS}/${name}-375.png` });
  await page.setViewportSize(DESKTOP);
}

test('two members on one DUERP: presence, a live change, a conflict settled', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = uniqueEmail('marie');
  const editorEmail = uniqueEmail('paul');
  const owner = await person(browser);
  await signUp(owner, ownerEmail);
  const { id } = await createDraftDuerp(owner);
  const doc = await api(owner, 'POST', `/api/duerp/${id}/update-list-unitesdetravail`, {
    unitesDeTravail: [{ idUniteDeTravail: 'u1', displayName: 'Atelier' }],
  });
  await api(owner, 'POST', `/api/espaces/${String(doc.espaceId)}/invitations`, {
    email: editorEmail,
    role: 'editeur',
  });
  const editor = await person(browser);
  await signUp(editor, editorEmail);
  await expect.poll(() => mailsTo(editorEmail).length).toBe(1);
  await editor.goto(
    /http:\/\/localhost:\d+(\/invitation\?token=\S+)/.exec(mailsTo(editorEmail)[0]!.text)![1]!,
  );
  await editor.getByRole('button', { name: "Rejoindre l'espace" }).click();
  await expect(editor).toHaveURL(/\/duerps$/);

  // Presence: each sees the other, with the step they are on.
  await owner.goto(`/duerps/${id}/edit?step=3`);
  await editor.goto(`/duerps/${id}/edit?step=5`);
  const paul = /Aussi sur ce document : Paul[^@]* \(étape 5\)/;
  await expect(owner.getByRole('status').filter({ hasText: paul })).toBeVisible();
  await expect(
    editor
      .getByRole('status')
      .filter({ hasText: /Aussi sur ce document : Marie[^@]* \(étape 3\)/ }),
  ).toBeVisible();
  await editor
    .getByRole('link', { name: /Unités de travail/ })
    .first()
    .click();
  await expect(owner.getByText(/Paul[^@]* \(étape 3\)/)).toBeVisible();
  await expectAccessible(owner);
  await shot375(owner, 'live-presence');

  // A live change: the unit the Éditeur adds appears on the owner's screen without a reload.
  await editor.getByLabel("Nom de l'unité personnalisée").fill('Réserve');
  await editor.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(editor.getByText('Unité de travail ajoutée')).toBeVisible();
  await expect(owner.getByRole('button', { name: "Renommer l'unité Réserve" })).toBeVisible({
    timeout: 2_000,
  });

  // The owner's second tab loses its live stream; both rename "Atelier" at once.
  const stale = await owner.context().newPage();
  await stale.route('**/live**', (route) => route.abort());
  await stale.goto(`/duerps/${id}/edit?step=3`);
  await expect(stale.getByRole('button', { name: "Renommer l'unité Atelier" })).toBeVisible();
  const rename = async (page: Page, name: string) => {
    await page.getByRole('button', { name: "Renommer l'unité Atelier" }).click();
    const dialog = page.getByRole('dialog', { name: "Renommer l'unité de travail" });
    await dialog.getByLabel("Nom de l'unité de travail").fill(name);
    await dialog.getByRole('button', { name: 'Renommer' }).click();
  };
  await rename(editor, 'Atelier bois');
  await expect(editor.getByText('Unité de travail renommée')).toBeVisible();
  await rename(stale, 'Atelier métal');
  const conflict = stale.getByRole('dialog', { name: 'Modifications simultanées' });
  await expect(conflict).toBeVisible();
  await expect(
    conflict.getByRole('radio', { name: /Votre version\s*Atelier métal/ }),
  ).toBeVisible();
  const theirs = conflict.getByRole('radio', {
    name: /Version de l'autre personne\s*Atelier bois/,
  });
  await expect(theirs).toBeVisible();
  await expectAccessible(stale);
  await shot375(stale, 'live-conflict');
  await theirs.check();
  await conflict.getByRole('button', { name: 'Enregistrer ce choix' }).click();
  await expect(stale.getByText('Unité de travail renommée')).toBeVisible();
  await dismissToasts(stale);
  const saved = await api(owner, 'GET', `/api/duerp/${id}`);
  const names = (saved.data as { unitesDeTravail: { displayName: string }[] }).unitesDeTravail.map(
    (u) => u.displayName,
  );
  expect(names).toEqual(['Atelier bois', 'Réserve']);
  await expect(owner.getByRole('button', { name: "Renommer l'unité Atelier bois" })).toBeVisible();
});
