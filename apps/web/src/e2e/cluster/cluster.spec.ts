/**
 * Two API instances on one PostgreSQL behind nginx (deploy/): a whole journey through the proxy,
 * then a rolling restart during a burst of saves. Run by scripts/cluster-ci.mjs from .ci/run.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAlmostCompleteDuerp, buyStandardPlan, evaluate } from '../document-fixtures';
import { DESKTOP, dismissToasts } from '../duerp-helpers';
import { signUp, uniqueEmail } from '../support';

const CLUSTER_DIR = process.env.CLUSTER_DIR ?? '';
const INSTANCES = ['instance-1', 'instance-2'];

/** API requests each instance has answered so far, from its own log. */
function requestsPerInstance(): number[] {
  return INSTANCES.map(
    (name) =>
      readFileSync(join(CLUSTER_DIR, `${name}.log`), 'utf8')
        .split('\n')
        .filter((line) => line.includes('"msg":"incoming request"') && line.includes('"/api/'))
        .length,
  );
}

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { Authorization: `Bearer ${token}` };
}

let page: Page;
let id: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: DESKTOP });
});

test('sign-up, edit, generate, pay, download and share through nginx', async ({ browser }) => {
  const before = requestsPerInstance();
  await signUp(page, uniqueEmail('grappe'));
  id = await createAlmostCompleteDuerp(page);
  await evaluate(page, id, 'r-bruit');

  // Edited through the API (as the editor's screens do), the version generated in the editor.
  await page.goto(`/duerps/${id}/edit?step=7`);
  await expect(page.getByRole('heading', { level: 3, name: 'Boulangerie Martin' })).toBeVisible();
  await page.getByRole('button', { name: /Valider cette version/ }).click();
  const modal = page.getByRole('dialog', { name: 'Valider cette version' });
  await modal.getByRole('button', { name: 'Générer la version' }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${id}\\?highlightversionid=[0-9a-f-]{36}$`));

  await buyStandardPlan(page, id);
  await page.goto(`/duerps/${id}`);
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Télécharger le PDF' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Télécharger le PDF complet' }).click();
  const pdf = readFileSync((await (await downloading).path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);

  await page.getByRole('button', { name: 'Liens de consultation' }).click();
  const links = page.getByRole('dialog', { name: 'Liens de consultation' });
  await links.getByLabel('Destinataires du lien').fill('CSE');
  await links.getByRole('button', { name: 'Créer le lien' }).click();
  const shareUrl = await links.getByLabel('Adresse du lien').inputValue();
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const reader = await visitor.newPage();
  await reader.goto(shareUrl);
  await expect(reader.getByRole('heading', { level: 1, name: 'Boulangerie Martin' })).toBeVisible();
  await visitor.close();

  // nginx spread the journey over both instances.
  const after = requestsPerInstance();
  for (const [index, count] of after.entries()) {
    expect(
      count - (before[index] ?? 0),
      `${INSTANCES[index]} n'a reçu aucune requête`,
    ).toBeGreaterThan(5);
  }
});

test('a rolling restart during a burst of saves: no error, nothing lost', async () => {
  const headers = await bearer(page);
  const start = (await (
    await page.request.get(`/api/duerp/${id}`, { headers })
  ).json()) as DuerpDocument;
  const restartsBefore = requestsPerInstance();

  let restarting = true;
  const failures: string[] = [];
  const lastSaved = new Map<string, number>();
  let saves = 0;
  // Sent by the browser, as the app sends them: when nginx's reload closes the kept-alive
  // connection a request was just written to, Chromium sends it again on a new one (Playwright's
  // own client, in Node, reports « socket hang up » instead).
  const save = (body: object) =>
    page.evaluate(
      async ({ url, headers, body }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { ok: response.ok, status: response.status, text: await response.text() };
      },
      { url: `/api/duerp/${id}/update-effectif-unite`, headers, body },
    );
  const writer = async (idUniteDeTravail: string) => {
    for (let n = 1; restarting || n <= 5; n += 1) {
      const response = await save({ idUniteDeTravail, effectif: n, effectifFemmes: null });
      if (response.ok) {
        lastSaved.set(idUniteDeTravail, n);
        saves += 1;
      } else failures.push(`${idUniteDeTravail} #${n} : ${response.status} ${response.text}`);
    }
  };
  const writers = [writer('u-fournil'), writer('u-boutique')];
  const restart = promisify(execFile)(
    process.execPath,
    [
      join(import.meta.dirname, '../../../../../deploy/cluster.mjs'),
      'restart',
      '--dir',
      CLUSTER_DIR,
    ],
    { timeout: 150_000 },
  ).finally(() => {
    restarting = false;
  });
  await restart;
  await Promise.all(writers);

  console.log(`${saves} enregistrements pendant le redémarrage, ${failures.length} en erreur`);
  expect(failures).toEqual([]);
  expect(saves).toBeGreaterThan(20);
  const end = (await (
    await page.request.get(`/api/duerp/${id}`, { headers })
  ).json()) as DuerpDocument;
  // Every save is one revision, and each unit holds the last value its writer saved.
  expect(end.revision - start.revision).toBe(saves);
  for (const unit of end.data.unitesDeTravail) {
    expect(unit.effectif, unit.displayName).toBe(lastSaved.get(unit.idUniteDeTravail));
  }
  // Both instances were restarted and took requests again afterwards.
  const after = requestsPerInstance();
  expect(after.every((count, index) => count > (restartsBefore[index] ?? 0))).toBe(true);
});
