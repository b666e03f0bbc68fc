import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatDay, todayInParis } from '@duerp/domain/calendar';
import { createFinalisedDuerp } from './api-fixtures';
import { DESKTOP, PDFS, scan, SCREENS } from './duerp-helpers';
import { accessToken, signUp, uniqueEmail } from './support';

test('a 60-employee document shows its gaps with their articles, one is fixed from its link and leaves the list', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('controle'));
  const doc = await createFinalisedDuerp(page, { nombreEmployes: 60 });
  await page.goto(`/duerps/${doc.id}`);
  const check = page.getByRole('region', { name: 'Prêt pour un contrôle ?' });
  const counts = check.getByLabel('Points relevés par niveau');
  await expect(counts).toContainText('3 manquements');
  const spst = check.getByRole('listitem').filter({ hasText: 'Article L4121-3-1 VI' });
  await expect(spst).toContainText("l'envoi de la version 1 n'est pas enregistré");
  await expect(check.getByText('Article L4121-3-1 III 1°')).toBeVisible();
  await expect(check).toContainText("Non applicable : le portail n'est pas en service");
  await scan(page);

  // The link opens « Historique des versions » on version 1, where its record is kept.
  await spst.getByRole('link', { name: 'Enregistrer dans « Historique des versions »' }).click();
  await page.getByRole('button', { name: /Consultation CSE \/ SPST/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultation de la version 1' });
  await dialog.getByLabel('Avis du CSE').selectOption({ label: 'Pas de CSE' });
  await dialog.getByLabel(/Date d'envoi au service/).fill(todayInParis());
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  await expect(counts).toContainText('2 manquements');
  await expect(check.getByText('Article L4121-3-1 VI')).toBeHidden();
  await check.getByRole('link', { name: 'Compléter le PAPRIPACT' }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${doc.id}/edit\\?step=6$`));
});

/** A call to the API with the page's session; the answer's JSON, or nothing for a file. */
async function api(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const token = await accessToken(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return response.headers()['content-type']?.includes('json')
    ? ((await response.json()) as { id: string })
    : null;
}

/**
 * A 60-employee document whose only gaps are three a person fixes in the app: a PAPRIPACT measure
 * without its details, an access notice produced but its posting day not recorded, a unit whose
 * thermal environment is neither rated nor marked « Non concerné ». The version is consulted
 * (no CSE) and sent to the SPST, so that no `manquement` is left.
 */
async function documentWithThreeGaps(page: Page) {
  const doc = await createFinalisedDuerp(page, { nombreEmployes: 60 });
  await api(page, 'POST', `/api/duerp/${doc.id}/update-toggle-papripact`, {
    isPapripactEnabled: true,
  });
  await api(page, 'POST', `/api/duerp/${doc.id}/upsert-action-preventive-papripact`, {
    idUniteDeTravail: 'u1',
    idRisqueAssocie: 'r1',
    descriptionDeLaMesure: 'Tapis absorbants aux postes de lavage',
    responsable: 'Claire Martin',
    budget: '600 €',
    date: '2027-03-15',
    statut: 'À planifier',
  });
  const version = await api(page, 'POST', `/api/duerp/${doc.id}/generate`, {
    notesDeVersion: 'Programme de prévention ajouté',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  await api(page, 'PUT', `/api/duerp/${doc.id}/versions/${version!.id}/consultation`, {
    dateConsultationCse: null,
    avisCse: 'pas_de_cse',
    commentaires: '',
    dateEnvoiSpst: todayInParis(),
  });
  await api(page, 'POST', `/api/duerp/${doc.id}/access-notice`, {
    lieu: 'Salle de pause',
    personne: 'Claire Martin',
    horaires: 'Du lundi au vendredi, 9 h – 17 h',
  });
  return doc;
}

test('three gaps shown with their articles, each fixed from its link, then the check is clean', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, uniqueEmail('trois-ecarts'));
  const doc = await documentWithThreeGaps(page);
  await page.goto(`/duerps/${doc.id}`);
  const check = page.getByRole('region', { name: 'Prêt pour un contrôle ?' });
  const finding = (article: string, text: string) =>
    check
      .getByRole('listitem')
      .filter({ hasText: `Article ${article}` })
      .filter({ hasText: text });
  const details = finding('L4121-3-1 III 1°', "n'indique pas ses conditions d'exécution");
  const notice = finding('R4121-4', "sa date d'affichage n'est pas enregistrée");
  const thermal = finding('R4121-1', 'ambiances thermiques');
  for (const gap of [details, notice, thermal]) await expect(gap).toBeVisible();
  await expect(check.getByText('Manquement', { exact: true })).toHaveCount(0);
  await check.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/controle-trois-ecarts-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await check.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/controle-trois-ecarts-375.png` });
  await page.setViewportSize(DESKTOP);

  // 1. The PAPRIPACT measure, completed in step 6.
  await details.getByRole('link', { name: 'Compléter le PAPRIPACT' }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${doc.id}/edit\\?step=6$`));
  await page.getByRole('button', { name: /^Modifier l'action « Tapis absorbants/ }).click();
  const dialog = page.getByRole('dialog', { name: "Modifier l'action préventive" });
  await dialog.getByLabel("Conditions d'exécution").fill('Pose pendant la fermeture du lundi');
  await dialog.getByLabel('Indicateur de résultat').fill('Aucune glissade déclarée sur 6 mois');
  await dialog.getByLabel('Ressources mobilisables').fill('Équipe de maintenance, 2 h');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/duerps/${doc.id}`);
  await expect(details).toBeHidden();

  // 2. The posting day of the access notice, in the document's records.
  await notice.getByRole('link', { name: "Enregistrer la date d'affichage" }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${doc.id}#registres$`));
  const records = page.getByRole('region', { name: 'Registres' });
  await records.getByLabel('Avis affiché le').fill(todayInParis());
  await records.getByRole('button', { name: 'Enregistrer les registres' }).click();
  await expect(notice).toBeHidden();

  // 3. The unit marked « Non concerné » by heat and cold, in step 5.
  await thermal.getByRole('link', { name: 'Évaluer les ambiances thermiques' }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${doc.id}/edit\\?step=5$`));
  const marker = page.getByRole('checkbox', { name: /Ambiances thermiques : non concerné/ });
  // The box follows the saved unit: it turns checked once the server has answered.
  await marker.click();
  await expect(page.getByText('Ambiances thermiques enregistrées')).toBeVisible();
  await expect(marker).toBeChecked();
  await page.goto(`/duerps/${doc.id}`);

  // The check is clean of the three, and holds no `manquement`.
  await expect(check.getByRole('listitem').first()).toBeVisible();
  for (const gap of [details, notice, thermal]) await expect(gap).toBeHidden();
  await expect(check.getByText('Manquement', { exact: true })).toHaveCount(0);
  await expect(check.getByLabel('Points relevés par niveau')).not.toContainText('Manquement');
  await check.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/controle-corrige-1280.png` });

  // The pack's first page, and its access-notice section with the day recorded.
  const downloaded = page.waitForEvent('download');
  await check.getByRole('button', { name: 'Télécharger le dossier (PDF)' }).click();
  const download = await downloaded;
  mkdirSync(PDFS, { recursive: true });
  const file = `${PDFS}/dossier-controle-corrige.pdf`;
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain(`Avis affiché le ${formatDay(todayInParis())}.`);
  expect(text).toContain("Conditions d'exécution : Pose pendant la fermeture du lundi");
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    file,
    `${SCREENS}/dossier-corrige-page`,
  ]);
});
