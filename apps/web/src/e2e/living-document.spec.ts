import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatDateLong, todayInParis } from '@duerp/domain/calendar';
import { createFinalisedDuerp } from './api-fixtures';
import { post } from './document-fixtures';
import { dismissToasts, scan, SCREENS, shoot, DESKTOP, PDFS } from './duerp-helpers';
import { accessToken, signUp, uniqueEmail } from './support';

test('a user reports an event, records the CSE consultation, finds both in the next PDF and chooses the reminders', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, uniqueEmail('suivi'));
  const { id } = await createFinalisedDuerp(page, { nombreEmployes: 60 });

  // The list gives the annual due date (60 employees, R4121-2).
  await page.goto('/duerps');
  const card = page.getByRole('article').filter({ hasText: 'Boulangerie Martin' });
  await expect(card.getByText(/^Mise à jour annuelle due le \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await shoot(page, 'living-document-card');

  await page.goto(`/duerps/${id}`);
  const panel = page.getByRole('region', { name: 'Suivi des mises à jour' });
  await expect(panel.getByText(/^Mise à jour annuelle due le/)).toBeVisible();
  await expect(panel.getByText(/présenté au comité social et économique/)).toBeVisible();
  await expect(panel.getByText('Mise à jour requise')).toBeHidden();

  // Report an event: checked first, then the document needs an update.
  await panel.getByRole('button', { name: 'Signaler un événement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler un événement' });
  await dialog.getByRole('button', { name: "Signaler l'événement" }).click();
  await expect(dialog.getByText("Le type d'événement est requis")).toBeVisible();
  await dialog
    .getByLabel("Type d'événement")
    .selectOption({ label: 'Accident du travail / maladie professionnelle' });
  await dialog.getByLabel("Date de l'événement").fill('2026-03-02');
  await dialog.getByLabel('Description').fill('Chute dans la réserve');
  await dialog.getByRole('button', { name: "Signaler l'événement" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Mise à jour requise')).toBeVisible();
  // Free plan: the free texts are shown reversed, as in the demo PDF.
  await expect(
    panel.getByText(/^Accident du travail \/ maladie professionnelle \(2 mars 2026\)/),
  ).toBeVisible();
  await dismissToasts(page);
  await shoot(page, 'living-document-event');

  // An event reported by mistake is withdrawn, once confirmed; the first one stays.
  await panel.getByRole('button', { name: 'Signaler un événement' }).click();
  await dialog.getByLabel("Type d'événement").selectOption({ label: 'Autre' });
  await dialog.getByLabel("Date de l'événement").fill('2026-03-05');
  await dialog.getByLabel('Description').fill('Signalé par erreur');
  await dialog.getByRole('button', { name: "Signaler l'événement" }).click();
  await expect(dialog).toBeHidden();
  await panel.getByRole('button', { name: "Retirer l'événement du 5 mars 2026" }).click();
  const confirm = page.getByRole('dialog', { name: 'Retirer cet événement ?' });
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/living-document-withdraw-dialog-1280.png` });
  await confirm.getByRole('button', { name: 'Retirer' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Événement retiré.')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Retirer l'événement/ })).toHaveCount(1);
  await expect(panel.getByText(/\(5 mars 2026\)/)).toBeHidden();
  await expect(panel.getByText(/\(2 mars 2026\)/)).toBeVisible();
  await dismissToasts(page);

  // Record the CSE consultation of version 1, created today: neither before it nor in the future.
  const today = todayInParis();
  await page.getByRole('button', { name: /Historique des versions/ }).click();
  await page.getByRole('button', { name: /Consultation CSE \/ SPST/ }).click();
  const consultation = page.getByRole('dialog', { name: 'Consultation de la version 1' });
  await consultation.getByLabel('Date de consultation du CSE').fill(today);
  await consultation.getByLabel('Avis du CSE').selectOption({ label: 'Favorable' });
  await consultation.getByLabel('Commentaires').fill('Avis rendu en réunion ordinaire');
  await consultation.getByLabel(/Date d'envoi au service/).fill(today);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/living-document-consultation-dialog-1280.png` });
  await consultation.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(consultation).toBeHidden();
  await expect(page.getByText('Avis du CSE : Favorable')).toBeVisible();
  await expect(
    page.getByText(`Envoyé au SPST le ${formatDateLong(`${today}T12:00:00Z`)}`),
  ).toBeVisible();
  await shoot(page, 'living-document-history');

  // The next version answers the event: no longer required, and its PDF says why and lists v1.
  const version = await post<{ id: string }>(page, `/api/duerp/${id}/generate`, {
    notesDeVersion: 'Suite à l’accident',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  await page.reload();
  await expect(panel.getByText(/^Mise à jour annuelle due le/)).toBeVisible();
  await expect(panel.getByText('Mise à jour requise')).toBeHidden();

  const token = await accessToken(page);
  const pdf = await page.request.get(`/api/duerp/${id}/versions/${version.id}/downloaddemo`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.ok()).toBe(true);
  mkdirSync(PDFS, { recursive: true });
  const file = join(PDFS, 'living-document-v2_demo.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('6. Historique des versions');
  expect(text).toContain('Motifs de la mise à jour');
  expect(text).toContain('Accident du travail / maladie professionnelle');
  expect(text).toContain('Avis du CSE : Favorable');
  execFileSync('pdftoppm', ['-r', '60', '-png', file, file.replace(/\.pdf$/, '')]);

  // Mon compte shows the reminder e-mails and switches one off.
  await page.goto('/my-account');
  const annual = page.getByRole('checkbox', { name: /Rappels de la mise à jour annuelle/ });
  await expect(annual).toBeChecked();
  await annual.uncheck();
  await expect(page.getByText('Rappel désactivé')).toBeVisible();
  await page.reload();
  await expect(annual).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: /Récapitulatif mensuel des actions/ }),
  ).toBeChecked();
  await shoot(page, 'living-document-my-account');

  // The link of a reminder e-mail asks first; the form posts under the CSP and a forged key is refused.
  await page.goto('/api/public/reminders/unsubscribe?token=faux.jeton');
  await page.getByRole('button', { name: 'Confirmer le désabonnement' }).click();
  await expect(page.getByRole('heading', { name: 'Lien de désabonnement invalide' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gérer mes rappels dans Mon compte' })).toBeVisible();
});
