import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FACTEURS_RPS, RPS_MESSAGES } from '@duerp/domain/rps';
import { createFinalisedDuerp } from './api-fixtures';
import { buyStandardPlan, get, post } from './document-fixtures';
import { dismissToasts, PDFS, SCREENS } from './duerp-helpers';
import {
  accessToken,
  expectAccessible,
  signUp,
  uniqueEmail,
  waitForServiceWorker,
} from './support';

/**
 * Issue 43, during the meeting on a tablet: an RPS unit, the session prepared (refused under 3
 * participants), answered factor by factor with the network gone, reloaded offline, sent once the
 * network returns; the synthesis, an action that joins the PAPRIPACT, and the printed section.
 */

const TABLET = { width: 768, height: 1024 };
const SIZES = {
  '768': TABLET,
  '375': { width: 375, height: 800 },
  '1280': { width: 1280, height: 900 },
};

interface RpsDocument {
  data: {
    risquesPsychosociaux?: {
      unitesRps: {
        reponses: { idFacteur: string; reponse: string | null; situationsConcretes: string }[];
      }[];
    };
  };
}

async function shootSizes(page: Page, name: string) {
  await dismissToasts(page);
  for (const [label, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SCREENS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(TABLET);
}

const answerGroup = (page: Page, index: number) =>
  page.getByRole('group', { name: `Réponse du groupe : ${FACTEURS_RPS[index]!.label}` });

test('an RPS session on a tablet runs offline, is sent once online, and its action reaches the plan and the PDF', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ viewport: TABLET });
  const page = await context.newPage();
  await signUp(page, uniqueEmail('rps'));
  const { id } = await createFinalisedDuerp(page, { nombreEmployes: 60 });
  await post(page, `/api/duerp/${id}/update-toggle-papripact`, { isPapripactEnabled: true });
  // A version needs one action on a work unit's risk, whatever the RPS units hold.
  await post(page, `/api/duerp/${id}/upsert-action-preventive-papripact`, {
    idUniteDeTravail: 'u1',
    idRisqueAssocie: 'r1',
    descriptionDeLaMesure: 'Tapis antidérapant',
    responsable: 'Claire Martin',
    budget: '',
    date: '2026-12-31',
    statut: 'À planifier',
  });

  // The RPS unit, linked to the workshop.
  await page.goto(`/duerps/${id}/edit?step=5&partie=rps`);
  await page.getByText('Bon ou correct').click();
  await page.getByRole('button', { name: 'Ajouter une unité RPS' }).click();
  const unitDialog = page.getByRole('dialog', { name: 'Nouvelle unité RPS' });
  await unitDialog.getByLabel("Nom de l'unité RPS").fill('Équipe de vente');
  await unitDialog.getByRole('checkbox', { name: 'Atelier' }).check();
  await unitDialog.getByRole('button', { name: "Ajouter l'unité" }).click();
  await page.getByRole('button', { name: 'Ouvrir « Équipe de vente »' }).click();

  // Preparation: two participants are refused, five start the session.
  await page.getByLabel('Nom (direction)').fill('Claire Martin');
  await page.getByLabel('Fonction (direction)').fill('Gérante');
  await page.getByLabel('Nom (personnel)').fill('Paul Roux');
  await page.getByLabel('Fonction (personnel)').fill('Élu CSE');
  await page.getByLabel('Nombre de participants').fill('2');
  await page.getByRole('checkbox', { name: /engagement de confidentialité/ }).check();
  await page.getByRole('button', { name: 'Commencer la séance' }).click();
  await expect(page.getByText(RPS_MESSAGES.participantsMin)).toBeVisible();
  await page.getByLabel('Nombre de participants').fill('5');
  await page.getByRole('button', { name: 'Commencer la séance' }).click();
  await expect(page.getByText('Facteur 1 sur 26')).toBeVisible();
  await waitForServiceWorker(page);

  // The network goes: the group answers two factors, the first with its situations.
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toBeVisible();
  await answerGroup(page, 0).getByText('Souvent', { exact: true }).click();
  await page.getByLabel('Situations concrètes').fill('Rush du samedi, file d’attente');
  await page.getByRole('checkbox', { name: /figurent dans le document/ }).check();
  await page.getByRole('button', { name: /Facteur suivant/ }).click();
  await expect(page.getByText('Facteur 2 sur 26')).toBeVisible();
  // The keyboard: Tab to the group, arrows choose.
  await answerGroup(page, 1).getByRole('radio', { name: 'Jamais' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(answerGroup(page, 1).getByRole('radio', { name: 'Parfois' })).toBeChecked();
  // Five writes wait: the first answer, its situations (on leaving the field), the print choice,
  // then the second factor's « Jamais » and the « Parfois » the arrow chose.
  await expect(page.getByText('Hors ligne — 5 modifications en attente')).toBeVisible();
  // The server has none of them yet (the test's own requests do not go through the page).
  const waiting = await get<RpsDocument>(page, `/api/duerp/${id}`);
  expect(waiting.data.risquesPsychosociaux?.unitesRps[0]?.reponses).toEqual([]);

  // Reloaded offline: the same factor, both answers shown from the device.
  await page.reload();
  await expect(page.getByText('Facteur 2 sur 26')).toBeVisible();
  await expect(page.getByText('2 réponses du groupe sur 26')).toBeVisible();
  await expect(answerGroup(page, 1).getByRole('radio', { name: 'Parfois' })).toBeChecked();
  await shootSizes(page, 'rps-session');

  // The network returns: the answers reach the server.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /en attente/ })).toBeHidden({
    timeout: 20_000,
  });
  const after = await get<RpsDocument>(page, `/api/duerp/${id}`);
  expect(after.data.risquesPsychosociaux?.unitesRps[0]?.reponses).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        idFacteur: FACTEURS_RPS[0]!.id,
        reponse: 'souvent',
        situationsConcretes: 'Rush du samedi, file d’attente',
      }),
      expect.objectContaining({ idFacteur: FACTEURS_RPS[1]!.id, reponse: 'parfois' }),
    ]),
  );
  await expectAccessible(page);

  // The synthesis: a level for the first family, an action on it.
  await page.getByRole('tab', { name: 'Synthèse et actions' }).click();
  const family = page.getByRole('region', { name: 'Intensité et complexité du travail' });
  await expect(family.getByText(/Niveau calculé : (Modéré|Élevé|Faible)/)).toBeVisible();
  await family.getByRole('button', { name: '+ Ajouter une action' }).click();
  const actionDialog = page.getByRole('dialog', { name: 'Nouvelle action de prévention' });
  await actionDialog.getByLabel('Description de la mesure').fill('Renfort le samedi matin');
  await actionDialog.getByLabel('Responsable').fill('Claire Martin');
  await actionDialog.getByRole('button', { name: "Ajouter l'action" }).click();
  await expect(family.getByText('Renfort le samedi matin')).toBeVisible();
  await shootSizes(page, 'rps-synthesis');
  await expectAccessible(page);

  // The PAPRIPACT lists it.
  await page.goto(`/duerps/${id}/edit?step=6`);
  const plan = page.getByRole('region', { name: 'Actions sur les risques psychosociaux' });
  await expect(plan.getByText('Renfort le samedi matin')).toBeVisible();
  await expect(plan.getByText('Famille « Intensité et complexité du travail »')).toBeVisible();

  // The next version prints « Facteurs de risques psychosociaux ».
  await buyStandardPlan(page, id);
  const version = await post<{ id: string }>(page, `/api/duerp/${id}/generate`, {
    notesDeVersion: 'RPS',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  const token = await accessToken(page);
  const response = await page.request.get(`/api/duerp/${id}/versions/${version.id}/download`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  mkdirSync(PDFS, { recursive: true });
  const file = join(PDFS, 'DUERP_rps.pdf');
  writeFileSync(file, await response.body());
  execFileSync('pdftoppm', ['-r', '60', '-png', file, file.replace(/\.pdf$/, '')]);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain('Facteurs de risques psychosociaux');
  expect(text).toContain('Équipe de vente');
  expect(text).toContain('Renfort le samedi matin');
  expect(text).toContain('Rush du samedi, file d’attente');
  await context.close();
});
