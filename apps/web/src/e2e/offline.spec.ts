import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { browserOptions, DESKTOP_CHROMIUM } from '../../playwright.browser';
import { createFinalisedDuerp } from './api-fixtures';
import { post } from './document-fixtures';
import { dismissToasts, SCREENS } from './duerp-helpers';
import {
  accessToken,
  expectAccessible,
  signUp,
  uniqueEmail,
  waitForServiceWorker,
} from './support';

/**
 * Issue 27, in the workshop on a phone: a document opened once stays readable and editable with
 * the network gone; the changes wait on the device (a reload keeps them), the banner counts them,
 * and they reach the server once each, in order, when the network returns.
 */

const PHONE = { width: 375, height: 800 };
const PHOTO = join(import.meta.dirname, 'fixtures/photo-with-gps.jpg');

interface LoggedRequest {
  method: string;
  url: string;
}

/** The document's writes the server received so far, in order (its request log). */
function writesReceived(id: string): LoggedRequest[] {
  const log = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'server.log'), 'utf8');
  return log
    .split('\n')
    .filter((line) => line.includes('"incoming request"'))
    .map((line) => (JSON.parse(line) as { req: LoggedRequest }).req)
    .filter(
      (req) =>
        req.method === 'POST' &&
        (req.url.startsWith(`/api/duerp/${id}/update-`) ||
          req.url.startsWith(`/api/duerp/${id}/photos`)),
    );
}

async function get<T>(page: Page, path: string): Promise<T> {
  const token = await accessToken(page);
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path} : ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

interface Document {
  revision: number;
  data: {
    entreprise: { nom: string };
    unitesDeTravail: { risques: { idRisque: string; remarques: string }[] }[];
  };
}

async function renameCompany(page: Page, nom: string) {
  await page.goto(page.url().replace(/step=\d/, 'step=2'));
  await page.getByLabel('Raison sociale').fill(nom);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
}

test('the app is installable by Chromium’s own criteria: manifest, icons, service worker', async ({
  baseURL,
}) => {
  // The headless shell of the journeys does not judge installability: the desktop build does.
  const browser = await chromium.launch({
    ...browserOptions.launchOptions,
    executablePath: DESKTOP_CHROMIUM,
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test browser context is a private window, where Chromium installs nothing: nothing else.
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  } finally {
    await browser.close();
  }
});

test('offline on a phone: three changes and a photo wait on the device, survive a reload, then reach the server once each, in order', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('atelier'));
  const { id } = await createFinalisedDuerp(page);
  await post(page, `/api/duerp/${id}/update-toggle-papripact`, { isPapripactEnabled: false });

  // Opened once with the network: the app shell is installed (the service worker controls the
  // page) and the document's answer is kept on the device.
  await page.goto(`/duerps/${id}/edit?step=2`);
  await expect(page.getByLabel('Raison sociale')).toHaveValue('Boulangerie Martin');
  await waitForServiceWorker(page);
  const before = await get<Document>(page, `/api/duerp/${id}`);
  const writesBefore = writesReceived(id).length;

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveText(
    'Hors ligne — aucune modification en attente',
  );

  // 1. The company's name.
  await renameCompany(page, 'Boulangerie Martin et Fils');
  await expect(page.getByText('Hors ligne — 1 modification en attente')).toBeVisible();

  // 2. A risk's remarks, in the evaluation dialog.
  await page.goto(page.url().replace(/step=\d/, 'step=5'));
  await page.getByRole('button', { name: /^Glissade/ }).click();
  const dialog = page.getByRole('dialog', { name: /valuer le risque/ });
  await dialog.getByLabel('Remarques').fill('Sol mouillé le matin');
  await dialog.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Hors ligne — 2 modifications en attente')).toBeVisible();

  // 3. The name again: only the order of the sending keeps this one.
  await renameCompany(page, 'Boulangerie Martin et Filles');
  const banner = page.getByText('Hors ligne — 3 modifications en attente');
  await expect(banner).toBeVisible();
  await dismissToasts(page);
  await page.screenshot({ path: `${SCREENS}/offline-banner-375.png` });
  await expectAccessible(page);

  // 4. A photo of the risk, from a file: it waits too (its bytes in IndexedDB).
  await page.goto(page.url().replace(/step=\d/, 'step=5'));
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('group', { name: 'Photos de « Glissade »' })
    .getByRole('button', { name: 'Ajouter une photo depuis un fichier' })
    .click();
  await (await chooser).setFiles(PHOTO);
  await expect(page.getByText('Hors ligne — 4 modifications en attente')).toBeVisible();
  expect(writesReceived(id)).toHaveLength(writesBefore);

  // Generating a version needs the network, and says so.
  await page.goto(page.url().replace(/step=\d/, 'step=7'));
  await expect(page.getByText('Connexion nécessaire')).toBeVisible();
  await expect(page.getByRole('button', { name: /Valider cette version/ })).toBeDisabled();

  // Reloaded offline: the app shell comes from the service worker, the document from the device,
  // with the three changes, and they still wait.
  await page.goto(page.url().replace(/step=\d/, 'step=2'));
  await page.reload();
  await expect(page.getByLabel('Raison sociale')).toHaveValue('Boulangerie Martin et Filles');
  await expect(page.getByText('Hors ligne — 4 modifications en attente')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/offline-reloaded-375.png` });

  // The network returns: everything is sent, once, in order.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /en attente/ })).toBeHidden({
    timeout: 20_000,
  });
  const sent = writesReceived(id).slice(writesBefore);
  expect(sent.map((r) => r.url.split('/').pop())).toEqual([
    'update-infosentreprise',
    'update-risque',
    'update-infosentreprise',
    // The log hides query values.
    'photos?idUniteDeTravail=…&idRisque=…',
  ]);
  const photos = await get<{ photos: { idRisque: string }[] }>(page, `/api/duerp/${id}/photos`);
  expect(photos.photos).toEqual([expect.objectContaining({ idRisque: 'r1' })]);
  const after = await get<Document>(page, `/api/duerp/${id}`);
  expect(after.revision).toBe(before.revision + 3);
  expect(after.data.entreprise.nom).toBe('Boulangerie Martin et Filles');
  expect(after.data.unitesDeTravail[0]?.risques[0]?.remarques).toBe('Sol mouillé le matin');
  await expect(page.getByLabel('Raison sociale')).toHaveValue('Boulangerie Martin et Filles');
  await context.close();
});

test('changes refused when the network returns (a conflict, a deleted risk) are listed with the reason until removed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('chantier'));
  const { id } = await createFinalisedDuerp(page);
  await page.goto(`/duerps/${id}/edit?step=3`);
  await expect(page.getByText('Atelier').first()).toBeVisible();
  await waitForServiceWorker(page);
  const writesBefore = writesReceived(id).length;

  await context.setOffline(true);
  // A unit added (a whole-list write, with If-Match) and a risk's remarks.
  await page.getByLabel("Nom de l'unité personnalisée").fill('Réserve');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Hors ligne — 1 modification en attente')).toBeVisible();
  await expect(page.getByText('Réserve').first()).toBeVisible();
  await page.goto(page.url().replace(/step=\d/, 'step=5'));
  await expect(page.getByRole('tab', { name: /Réserve/ })).toBeVisible();
  await page.getByRole('button', { name: /^Glissade/ }).click();
  const dialog = page.getByRole('dialog', { name: /valuer le risque/ });
  await dialog.getByLabel('Remarques').fill('Flaque près de la porte');
  await dialog.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(page.getByText('Hors ligne — 2 modifications en attente')).toBeVisible();

  // Meanwhile, on another device, the risk is deleted (the document's revision moves on).
  const token = await accessToken(page);
  const elsewhere = await request.post(`/api/duerp/${id}/update-list-risques`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { idUniteDeTravail: 'u1', categorieDeRisques: [], risques: [] },
  });
  expect(elsewhere.status()).toBe(200);

  await context.setOffline(false);
  const refused = page.getByRole('region', { name: 'Modifications refusées' });
  await expect(refused.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(refused).toContainText('Liste des unités de travail');
  await expect(refused).toContainText('refaites cette modification si elle manque');
  await expect(refused).toContainText("Évaluation d'un risque");
  await expect(page.getByRole('status').filter({ hasText: /en attente/ })).toBeHidden();
  await dismissToasts(page);
  await refused.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/offline-refused-375.png` });
  await expectAccessible(page);

  // Each was sent once, refused, and not sent again.
  const sent = writesReceived(id).slice(writesBefore);
  expect(sent.map((r) => r.url.split('/').pop())).toEqual([
    'update-list-risques',
    'update-list-unitesdetravail',
    'update-risque',
  ]);

  // Read, then removed: the list goes; the document is the server's.
  await refused.getByRole('button', { name: /Retirer « Liste des unités de travail »/ }).click();
  await refused.getByRole('button', { name: /Retirer « Évaluation d'un risque »/ }).click();
  await expect(refused).toBeHidden();
  await page.reload();
  await expect(refused).toBeHidden();
  const document = await get<Document>(page, `/api/duerp/${id}`);
  expect(document.data.unitesDeTravail).toHaveLength(1);
  expect(document.data.unitesDeTravail[0]?.risques).toEqual([]);
  await context.close();
});

test('a change whose answer the network lost is sent again and done once', async ({ browser }) => {
  test.setTimeout(120_000);
  // Without the service worker, so that the page's own requests can be cut here.
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('coupure'));
  const { id } = await createFinalisedDuerp(page);
  await page.goto(`/duerps/${id}/edit?step=2`);
  await expect(page.getByLabel('Raison sociale')).toHaveValue('Boulangerie Martin');
  const before = await get<Document>(page, `/api/duerp/${id}`);
  const writesBefore = writesReceived(id).length;

  // The server receives the change and answers; the answer is lost on its way back.
  let sends = 0;
  await page.route('**/update-infosentreprise', async (route) => {
    if ((sends += 1) > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await renameCompany(page, 'Boulangerie Martin et Fils');

  await expect.poll(() => writesReceived(id).length - writesBefore, { timeout: 30_000 }).toBe(2);
  await expect(page.getByRole('status').filter({ hasText: /en attente/ })).toBeHidden({
    timeout: 30_000,
  });
  const after = await get<Document>(page, `/api/duerp/${id}`);
  expect(after.data.entreprise.nom).toBe('Boulangerie Martin et Fils');
  expect(after.revision).toBe(before.revision + 1);
  await expect(page.getByRole('region', { name: 'Modifications refusées' })).toHaveCount(0);
  await context.close();
});
