import { expect, test, type Page } from '@playwright/test';
import { createFinalisedDuerp } from './api-fixtures';
import { buyStandardPlan, post } from './document-fixtures';
import { DESKTOP, dismissToasts, SCREENS, shoot } from './duerp-helpers';
import { accessToken, mailsTo, signUp, uniqueEmail } from './support';

/**
 * Issue 29 (comments and workers' observations): an owner comments a risk and mentions a member,
 * who receives the e-mail and opens the thread from its link; a worker opens the share link on a
 * phone (375 px), sends an observation with the captcha, and the owner turns it into a risk.
 */
const PHONE = { width: 375, height: 740 };

async function joinOwnerEspace(owner: Page, member: Page, email: string) {
  const espaces = await owner.request.fetch('/api/espaces', {
    headers: {
      Authorization: `Bearer ${await accessToken(owner)}`,
    },
  });
  const espaceId = ((await espaces.json()) as { id: string }[])[0]!.id;
  await post(owner, `/api/espaces/${espaceId}/invitations`, { email, role: 'editeur' });
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const token = /invitation\?token=([\w-]+)/.exec(mailsTo(email)[0]!.text)![1];
  await post(member, '/api/espaces/invitations/accept', { token });
}

test('a comment mentions a member by e-mail; a worker’s observation becomes a risk', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const ownerEmail = uniqueEmail('proprietaire');
  const memberEmail = uniqueEmail('collegue');
  await signUp(page, ownerEmail);
  const { id } = await createFinalisedDuerp(page);
  await buyStandardPlan(page, id);
  const member = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signUp(member, memberEmail);
  await joinOwnerEspace(page, member, memberEmail);

  // The owner comments the risk « Glissade » at step 5 and mentions the colleague with @.
  await page.goto(`/duerps/${id}/edit?step=5`);
  await page.getByRole('button', { name: 'Commentaires (0)' }).first().click();
  const thread = page.getByRole('dialog', { name: 'Commentaires' });
  const field = thread.getByRole('combobox', { name: 'Votre commentaire' });
  await field.pressSequentially('Tapis posés ? @colle');
  await thread.getByRole('option', { name: memberEmail }).click();
  await field.pressSequentially('peux-tu vérifier ?');
  await thread.getByRole('button', { name: 'Publier' }).click();
  await expect(thread.getByText(`Tapis posés ? @${memberEmail} peux-tu vérifier ?`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Commentaires (1)' })).toBeVisible();

  // The colleague gets the e-mail; its link opens the editor on the thread (375 px).
  await expect.poll(() => mailsTo(memberEmail).length).toBe(2);
  const mention = mailsTo(memberEmail)[1]!;
  expect(mention.subject).toBe(`${ownerEmail} vous a mentionné dans « Boulangerie Martin »`);
  const link = /http:\/\/localhost:\d+\/duerps\/\S+commentaires=risque%3Ar1/.exec(mention.text)![0];
  await member.goto(link);
  const opened = member.getByRole('dialog', { name: 'Commentaires' });
  await expect(opened.getByText(/Tapis posés \?/)).toBeVisible();
  await opened.getByRole('combobox', { name: 'Votre commentaire' }).fill('Oui, depuis lundi.');
  await opened.getByRole('button', { name: 'Publier' }).click();
  await expect(opened.getByText('Oui, depuis lundi.')).toBeVisible();
  // The owner, still on step 5, sees the reply counted without reloading (the live stream).
  await expect(page.getByRole('button', { name: 'Commentaires (2)' })).toBeVisible();
  await member.screenshot({ path: `${SCREENS}/comment-thread-375.png` });
  await opened.getByRole('button', { name: 'Marquer comme résolu' }).click();
  await expect(opened.getByText(/Résolu · 2 commentaires/)).toBeVisible();

  // The owner creates a link that accepts observations.
  await page.goto(`/duerps/${id}`);
  await page.getByRole('button', { name: 'Liens de consultation' }).click();
  const links = page.getByRole('dialog', { name: 'Liens de consultation' });
  await links.getByLabel('Destinataires du lien').fill('Salariés');
  await links.getByLabel(/signaler un risque ou une observation/).check();
  await links.getByRole('button', { name: 'Créer le lien' }).click();
  const shareUrl = await links.getByLabel('Adresse du lien').inputValue();
  await page.keyboard.press('Escape');

  // A worker opens it on a phone and reports a risk, without an account.
  const worker = await (await browser.newContext({ viewport: PHONE })).newPage();
  await worker.goto(shareUrl);
  await worker.getByRole('link', { name: 'Signaler un risque ou une observation' }).click();
  const form = worker.getByRole('region', { name: 'Signaler un risque ou une observation' });
  await form.getByLabel('Unité de travail concernée').selectOption({ label: 'Atelier' });
  await form.getByLabel('Votre observation').fill('Le bac à farine est trop lourd à porter seul.');
  await form.getByLabel('Votre prénom (facultatif)').fill('Karim');
  await form.getByText('Je ne suis pas un robot', { exact: true }).click();
  await expect(form.getByText('Vérifié')).toBeVisible({ timeout: 30_000 });
  await form.screenshot({ path: `${SCREENS}/observation-form-375.png` });
  await form.getByRole('button', { name: 'Envoyer l’observation' }).click();
  await expect(
    form.getByText('Votre observation a été transmise à l’employeur. Elle n’est pas publiée.'),
  ).toBeVisible();

  // The owner finds it « À traiter » and turns it into a risk of the unit.
  const owner375 = page;
  await owner375.setViewportSize(PHONE);
  await owner375.reload();
  const todo = owner375.getByRole('region', { name: 'À traiter (1)' });
  await expect(todo.getByText('Le bac à farine est trop lourd à porter seul.')).toBeVisible();
  await dismissToasts(owner375);
  await todo.screenshot({ path: `${SCREENS}/a-traiter-375.png` });
  await todo.getByRole('button', { name: 'Créer un risque' }).click();
  await todo.getByLabel(/Nom du risque/).fill('Port de charges lourdes (bac à farine)');
  await todo.getByRole('button', { name: 'Créer le risque' }).click();
  await expect(owner375.getByRole('region', { name: /À traiter/ })).toHaveCount(0);
  await expect(owner375.getByText('Port de charges lourdes (bac à farine)').first()).toBeVisible();
  await shoot(owner375, 'observation-converted');
});
