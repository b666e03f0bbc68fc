import { expect, test, type Browser, type Page } from '@playwright/test';
import { createFinalisedDuerp } from './api-fixtures';
import { DESKTOP, SCREENS } from './duerp-helpers';
import { accessToken, expectAccessible, mailsTo, signUp, uniqueEmail } from './support';

/**
 * Issue 47: a team that knows who is who. An owner gives her name in « Mon compte », invites an
 * Éditeur with his name (it prefills his on joining) and a Lecteur who gives hers. Their names, not
 * their addresses, show in the presence line, the history, the comments and the journal, and the
Éditeur mentions the Lecteur by her name; the
 * Lecteur's editor reads « Consultation du DUERP » with grey icons. Removed while editing, the
 * Éditeur is told « Vous n'avez plus accès à cet espace », on a 375 px phone, and again after a
 * reload.
 */

const PHONE = { width: 375, height: 800 };

async function person(browser: Browser, viewport = DESKTOP): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

async function api(page: Page, method: 'POST' | 'GET' | 'DELETE', path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${path} : ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Follows the invitation mailed to `email`; `name` is typed unless the field is prefilled. */
async function join(page: Page, email: string, prefilled: string | null, name?: string) {
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const link = /http:\/\/localhost:\d+(\/invitation\?token=\S+)/.exec(mailsTo(email)[0]!.text)!;
  await page.goto(link[1]!);
  const field = page.getByLabel('Votre prénom et votre nom');
  await expect(field).toHaveValue(prefilled ?? '');
  if (name) await field.fill(name);
  await page.getByRole('button', { name: "Rejoindre l'espace" }).click();
  await expect(page).toHaveURL(/\/duerps$/);
}

test('three people by their names; a removed Éditeur is told plainly', async ({ browser }) => {
  test.setTimeout(300_000);
  const ownerEmail = uniqueEmail('claire');
  const editorEmail = uniqueEmail('paul');
  const readerEmail = uniqueEmail('lea');

  // The owner names herself in « Mon compte ».
  const owner = await person(browser);
  await signUp(owner, ownerEmail);
  await owner.goto('/my-account');
  await owner.getByLabel('Prénom et nom').fill('Claire Martin');
  await owner.getByRole('button', { name: 'Enregistrer mon nom' }).click();
  await expect(owner.getByText('Nom enregistré.')).toBeVisible();
  const { id } = await createFinalisedDuerp(owner);
  const espaceId = String((await api(owner, 'GET', `/api/duerp/${id}`)).espaceId);

  // She invites Paul with his name, through the dialog, and Léa by her address only.
  await owner.goto(`/espaces/${espaceId}/membres`);
  await owner.getByRole('button', { name: 'Inviter un membre' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Inviter un membre' });
  await dialog.getByLabel('Adresse e-mail').fill(editorEmail);
  await dialog.getByLabel('Prénom et nom (facultatif)').fill('Paul Durand');
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(dialog).toBeHidden();
  await api(owner, 'POST', `/api/espaces/${espaceId}/invitations`, {
    email: readerEmail,
    role: 'lecteur',
  });

  const editor = await person(browser);
  await signUp(editor, editorEmail);
  await join(editor, editorEmail, 'Paul Durand');
  const reader = await person(browser);
  await signUp(reader, readerEmail);
  await join(reader, readerEmail, null, 'Léa Bernard');

  // Presence: names, not addresses.
  await owner.goto(`/duerps/${id}/edit?step=3`);
  await editor.goto(`/duerps/${id}/edit?step=5`);
  await reader.goto(`/duerps/${id}/edit?step=3`);
  const presence = owner.getByRole('status').filter({ hasText: 'Aussi sur ce document' });
  await expect(presence).toContainText('Paul Durand (étape 5)');
  await expect(presence).toContainText('Léa Bernard (étape 3)');
  await expect(presence).not.toContainText('@');
  await expect(
    editor.getByRole('status').filter({ hasText: 'Aussi sur ce document' }),
  ).toContainText('Claire Martin (étape 3)');

  // The Lecteur consults: the title says so, the icons look disabled.
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Consultation du DUERP');
  const remove = reader.getByRole('button', { name: /^Supprimer l'unité/ }).first();
  await expect(remove).toBeDisabled();
  expect(await remove.evaluate((b) => getComputedStyle(b).opacity)).toBe('0.5');
  await reader.screenshot({ path: `${SCREENS}/people-reader-1280.png` });

  // Paul renames the unit and Léa comments the risk: both named by their names.
  await api(editor, 'POST', `/api/duerp/${id}/update-list-unitesdetravail`, {
    unitesDeTravail: [{ idUniteDeTravail: 'u1', displayName: 'Fournil' }],
  });
  await api(reader, 'POST', `/api/duerp/${id}/commentaires`, {
    cible: 'risque',
    idCible: 'r1',
    texte: 'Le sol est glissant près du four.',
  });
  await owner.goto(`/duerps/${id}/edit?step=5`);
  await owner.getByRole('button', { name: 'Commentaires (1)' }).first().click();
  const thread = owner.getByRole('dialog', { name: 'Commentaires' });
  await expect(thread.getByText('Léa Bernard', { exact: true })).toBeVisible();
  await owner.keyboard.press('Escape');

  // Paul, who reads no address, mentions Léa by her name: she gets the mail.
  await editor.goto(`/duerps/${id}/edit?step=5`);
  await editor.getByRole('button', { name: 'Commentaires (1)' }).first().click();
  const talk = editor.getByRole('dialog', { name: 'Commentaires' });
  await talk.getByRole('combobox', { name: 'Votre commentaire' }).pressSequentially('Vu, @lé');
  await expect(talk.getByRole('option')).toHaveText(['Léa Bernard']);
  await editor.screenshot({ path: `${SCREENS}/people-mention-1280.png` });
  await editor.keyboard.press('Enter');
  await editor.keyboard.type('on pose un tapis.');
  await talk.getByRole('button', { name: 'Publier' }).click();
  await expect(talk.getByText('Vu, @Léa Bernard on pose un tapis.')).toBeVisible();
  await expect.poll(() => mailsTo(readerEmail).length).toBe(2);
  expect(mailsTo(readerEmail)[1]!.subject).toBe(
    'Paul Durand vous a mentionné dans « Boulangerie Martin »',
  );
  await editor.keyboard.press('Escape');
  await owner.goto(`/duerps/${id}/historique`);
  await expect(owner.getByText(/^Paul Durand /).first()).toBeVisible();
  await owner.goto(`/espaces/${espaceId}/journal`);
  await expect(owner.getByText(/Paul Durand\s*a rejoint l’espace/)).toBeVisible();
  await expect(owner.getByText(/Léa Bernard\s*a rejoint l’espace/)).toBeVisible();
  await expect(owner.getByText(/Claire Martin\s*a invité/).first()).toBeVisible();
  await owner.screenshot({ path: `${SCREENS}/people-journal-1280.png`, fullPage: true });

  // Paul, on his phone in the editor, is removed: told once, plainly, and read-only at once.
  await editor.setViewportSize(PHONE);
  await editor.goto(`/duerps/${id}/edit?step=3`);
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(/de mon DUERP$/);
  const members = (await api(owner, 'GET', `/api/espaces/${espaceId}/members`)) as {
    members: { accountId: string; email?: string }[];
  };
  const paul = members.members.find((m) => m.email === editorEmail)!;
  await api(owner, 'DELETE', `/api/espaces/${espaceId}/members/${paul.accountId}`);
  const told = editor
    .getByRole('alert')
    .filter({ hasText: "Vous n'avez plus accès à cet espace." });
  await expect(told).toBeVisible({ timeout: 15_000 });
  await expect(told.getByRole('link', { name: 'Mes espaces' })).toHaveAttribute('href', '/espaces');
  await expect(editor.getByText(/Erreur : DUERP introuvable/)).toHaveCount(0);
  await expectAccessible(editor);
  await editor.screenshot({ path: `${SCREENS}/people-removed-375.png`, fullPage: true });

  // After a reload: the same sentence, not a spinner.
  await editor.reload();
  await expect(told).toBeVisible();
  await expect(editor.getByText('Chargement…')).toHaveCount(0);
  await editor.screenshot({ path: `${SCREENS}/people-removed-reload-375.png` });
});
