import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createFinalisedDuerp } from './api-fixtures';
import { buyStandardPlan } from './document-fixtures';
import { DESKTOP, dismissToasts, scan, SCREENS, shoot } from './duerp-helpers';
import { expectAccessible, mailsTo, PASSWORD, signUp, uniqueEmail } from './support';

/**
 * Issue 25: several people, several employers. An owner invites an Éditeur and a Lecteur by
 * e-mail; each joins through the link; the Éditeur (a consultant, who now has two espaces)
 * switches between them, edits a risk and generates a version; the owner sees it and reads the
 * journal; the Lecteur downloads the PDF and finds nothing to change; once removed, the Éditeur's
 * next save is refused with a clear message.
 */

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  return context.newPage();
}

/** The header's espace menu, opened; its button is named after the current espace. */
async function openEspaceMenu(
  page: Page,
  button: string | RegExp = /^Espace : /,
): Promise<Locator> {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('menu', { name: 'Espaces' });
}

async function invite(page: Page, email: string, role: 'Éditeur' | 'Lecteur', check = false) {
  await page.getByRole('button', { name: 'Inviter un membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un membre' });
  await dialog.getByLabel('Adresse e-mail').fill(email);
  await dialog.getByLabel('Rôle').selectOption({ label: role });
  if (check) await expectAccessible(page);
  await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(
    toast(page, `Invitation envoyée à ${email} : le lien reçu est valable 7 jours.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The link of the invitation mailed to `email` (the outbox of the e2e server). */
async function invitationLink(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const mail = mailsTo(email)[0]!;
  expect(mail.subject).toMatch(/^Invitation à rejoindre l’espace « /);
  return /http:\/\/localhost:\d+\/invitation\?token=\S+/.exec(mail.text)![0];
}

/** A person without an account follows the link, signs up with the address given, and joins. */
async function joinAsNewAccount(page: Page, email: string, inviter: string, role: string) {
  await page.goto(await invitationLink(email));
  await expect(
    page.getByRole('heading', { level: 1, name: /^Rejoindre l'espace « / }),
  ).toBeVisible();
  await expect(page.getByText(/vous invite à rejoindre/)).toContainText(
    `${inviter} vous invite à rejoindre l'espace « Espace de ${inviter} » avec le rôle ${role}.`,
  );
  await page.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(page.getByLabel('Adresse email')).toHaveValue(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await page.getByText('Je ne suis pas un robot', { exact: true }).click();
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // Back on the invitation, signed in with the invited address: one click joins.
  await expect(page).toHaveURL(/\/invitation\?token=/);
  await page.getByRole('button', { name: "Rejoindre l'espace" }).click();
  await expect(page).toHaveURL(/\/duerps$/);
  await expect(toast(page, /Vous avez rejoint l'espace « Espace de /)).toBeVisible();
}

test('an owner shares an espace with an Éditeur and a Lecteur, and takes it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const owner = uniqueEmail('proprietaire');
  const editorEmail = uniqueEmail('consultant');
  const readerEmail = uniqueEmail('lecteur');
  await signUp(page, owner);
  const { id } = await createFinalisedDuerp(page);
  await buyStandardPlan(page, id);

  // The owner invites both from the page "Membres" of the header's menu.
  await page.goto('/duerps');
  await (await openEspaceMenu(page)).getByRole('menuitem', { name: 'Membres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
  await invite(page, editorEmail, 'Éditeur', true);
  await invite(page, readerEmail, 'Lecteur');
  const pending = page.getByRole('region', { name: 'Invitations en attente (2)' });
  await expect(pending.getByText(editorEmail)).toBeVisible();
  await expect(pending.getByText(readerEmail)).toBeVisible();
  await dismissToasts(page);
  await shoot(page, 'espace-membres');

  // The Éditeur, a consultant, joins through the mailed link; the invitation page is checked too.
  const editor = await newPerson(browser);
  await editor.goto(await invitationLink(editorEmail));
  await expect(editor.getByRole('link', { name: 'Créer mon compte' })).toBeVisible();
  await shoot(editor, 'invitation');
  await joinAsNewAccount(editor, editorEmail, owner, 'Éditeur');
  const reader = await newPerson(browser);
  await joinAsNewAccount(reader, readerEmail, owner, 'Lecteur');

  // Two espaces now: the consultant switches to their own, then back to the owner's.
  const ownerEspace = `Espace : Espace de ${owner}`;
  const menu = await openEspaceMenu(editor, ownerEspace);
  await expect(menu.getByRole('menuitemradio')).toHaveCount(2);
  await expect(menu.getByRole('menuitemradio', { name: new RegExp(owner) })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dismissToasts(editor);
  await expectAccessible(editor);
  await editor.screenshot({ path: `${SCREENS}/espace-switcher-1280.png` });
  await menu.getByRole('menuitemradio', { name: new RegExp(editorEmail) }).click();
  await expect(editor.getByText('Aucun DUERP trouvé.')).toBeVisible();
  await expect(
    editor.getByRole('button', { name: `Espace : Espace de ${editorEmail}` }),
  ).toBeVisible();
  await editor.setViewportSize({ width: 375, height: 800 });
  // On a phone too the current espace shows under the name of the product, its menu one tap away.
  const mobileMenu = await openEspaceMenu(editor, `Espace : Espace de ${editorEmail}`);
  await editor.screenshot({ path: `${SCREENS}/espace-switcher-375.png` });
  await mobileMenu.getByRole('menuitemradio', { name: new RegExp(owner) }).click();
  await editor.setViewportSize(DESKTOP);
  await expect(editor.getByRole('article')).toHaveCount(1);

  // The Éditeur edits a risk and generates a version.
  await editor.goto(`/duerps/${id}/edit?step=5`);
  await editor.getByRole('button', { name: /Glissade/ }).click();
  const evaluation = editor.getByRole('dialog', { name: 'Évaluer le risque' });
  await evaluation
    .getByRole('radiogroup', { name: 'Gravité' })
    .getByText('Grave', { exact: true })
    .click();
  await evaluation.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(toast(editor, 'Risque évalué avec succès !')).toBeVisible();
  await editor.goto(`/duerps/${id}/edit?step=7`);
  await editor.getByRole('button', { name: /Valider cette version/ }).click();
  await editor
    .getByRole('dialog', { name: 'Valider cette version' })
    .getByRole('button', { name: 'Générer la version' })
    .click();
  await expect(editor).toHaveURL(new RegExp(`/duerps/${id}\\?highlightversionid=`));
  await expect(toast(editor, 'Votre DUERP a été généré avec succès !')).toBeVisible();
  // An Éditeur neither deletes nor buys.
  const editorActions = editor.getByRole('complementary', { name: 'Actions du DUERP' });
  await expect(editorActions.getByRole('button', { name: 'Dupliquer' })).toBeVisible();
  await expect(editorActions.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

  // The owner sees the new version, and who did what in the journal.
  await page.goto(`/duerps/${id}`);
  await expect(page.getByRole('button', { name: /Historique des versions \(2\)/ })).toBeVisible();
  await (await openEspaceMenu(page)).getByRole('menuitem', { name: "Journal d'activité" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Journal d'activité" })).toBeVisible();
  await expect(page.getByText(`${editorEmail} a rejoint l’espace comme Éditeur`)).toBeVisible();
  await expect(page.getByText(`${owner} a invité ${readerEmail} comme Lecteur`)).toBeVisible();
  await page.getByLabel('Membre').selectOption({ label: readerEmail });
  await expect(page.getByText(`${readerEmail} a rejoint l’espace comme Lecteur`)).toBeVisible();
  await expect(page.getByText(`${editorEmail} a rejoint l’espace`)).toHaveCount(0);
  await shoot(page, 'journal-activite');

  // The Lecteur downloads the PDF, and finds the document and the editor read-only.
  await reader.getByRole('link', { name: 'Ouvrir' }).click();
  await expect(reader.getByText('Lecture seule — votre rôle : Lecteur')).toBeVisible();
  const readerActions = reader.getByRole('complementary', { name: 'Actions du DUERP' });
  await expect(readerActions.getByRole('link', { name: /Modifier/ })).toHaveCount(0);
  await expect(readerActions.getByRole('button', { name: 'Dupliquer' })).toHaveCount(0);
  await expect(reader.getByRole('link', { name: /^Modifier/ })).toHaveCount(0);
  await readerActions.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const download = reader.getByRole('dialog', { name: 'Télécharger le PDF' });
  await expect(download.getByRole('button', { name: /Excel/ })).toHaveCount(0);
  const downloading = reader.waitForEvent('download');
  await download.getByRole('button', { name: 'Télécharger le PDF complet' }).click();
  expect((await downloading).suggestedFilename()).toBe('DUERP_v2.pdf');
  await expect(download).toBeHidden();
  await shoot(reader, 'lecture-seule-document');
  await reader.goto(`/duerps/${id}/edit?step=2`);
  await expect(reader.getByText('Lecture seule — votre rôle : Lecteur')).toBeVisible();
  await expect(reader.getByLabel('Raison sociale')).toBeDisabled();
  await expect(reader.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await shoot(reader, 'lecture-seule-editeur');

  // The Éditeur is back in the editor when the owner removes them.
  await editor.goto(`/duerps/${id}/edit?step=5`);
  await expect(editor.getByRole('button', { name: /Glissade/ })).toBeVisible();
  await page.goto('/duerps');
  await (await openEspaceMenu(page)).getByRole('menuitem', { name: 'Membres' }).click();
  await page.getByRole('button', { name: `Retirer ${editorEmail}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Retirer ce membre ?' });
  await scan(page);
  await confirm.getByRole('button', { name: 'Retirer' }).click();
  await expect(toast(page, `${editorEmail} a été retiré de l'espace.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membres (2)' })).toBeVisible();

  // Their next save is refused, and says why.
  await editor.getByRole('button', { name: /Glissade/ }).click();
  await evaluation
    .getByRole('radiogroup', { name: 'Gravité' })
    .getByText('Faible', { exact: true })
    .click();
  await evaluation.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(toast(editor, 'Erreur lors de la sauvegarde du risque')).toBeVisible();
  await expect(toast(editor, 'DUERP introuvable.')).toBeVisible();
});

test('"Mes espaces" shows each espace with what needs attention, and opens one', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const owner = uniqueEmail('cabinet');
  const consultant = uniqueEmail('conseil');
  await signUp(page, owner);
  await createFinalisedDuerp(page);
  await page.goto('/duerps');
  await (await openEspaceMenu(page)).getByRole('menuitem', { name: 'Membres' }).click();
  await invite(page, consultant, 'Éditeur');
  const person = await newPerson(browser);
  await joinAsNewAccount(person, consultant, owner, 'Éditeur');

  await (
    await openEspaceMenu(person, `Espace : Espace de ${owner}`)
  )
    .getByRole('menuitem', { name: 'Mes espaces' })
    .click();
  await expect(person.getByRole('heading', { level: 1, name: 'Mes espaces' })).toBeVisible();
  const theirs = person.getByRole('article', { name: `Espace de ${owner}` });
  await expect(theirs.getByText('Éditeur')).toBeVisible();
  await expect(theirs.getByText('1 DUERP')).toBeVisible();
  await expect(theirs.getByText(/^Dernière version du /)).toBeVisible();
  const own = person.getByRole('article', { name: `Espace de ${consultant}` });
  await expect(own.getByText('0 DUERP')).toBeVisible();
  await shoot(person, 'mes-espaces');
  await own.getByRole('button', { name: 'Ouvrir ses DUERP' }).click();
  await expect(person).toHaveURL(/\/duerps$/);
  await expect(person.getByText('Aucun DUERP trouvé.')).toBeVisible();
});
