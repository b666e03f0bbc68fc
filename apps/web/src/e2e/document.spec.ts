import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { dismissToasts, scan, SCREENS, shoot, DESKTOP, PDFS } from './duerp-helpers';
import { buyStandardPlan, createAlmostCompleteDuerp, evaluate } from './document-fixtures';
import { expectNoSideScroll, signUp, uniqueEmail } from './support';

/** Saves a download, checks it is a PDF, and renders its first pages for review. */
async function checkPdf(download: Download, expectedName: string) {
  expect(download.suggestedFilename()).toBe(expectedName);
  mkdirSync(PDFS, { recursive: true });
  const file = join(PDFS, expectedName);
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
  execFileSync('pdftoppm', [
    '-r',
    '50',
    '-png',
    '-f',
    '1',
    '-l',
    '6',
    file,
    file.replace(/\.pdf$/, ''),
  ]);
}

async function downloadLatest(page: Page, button: string, expectedName: string) {
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Télécharger le PDF' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: button }).click();
  await checkPdf(await downloading, expectedName);
  await expect(dialog).toBeHidden();
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

test('a user validates versions at step 7, downloads the PDFs and finds the history', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, uniqueEmail('document'));
  const id = await createAlmostCompleteDuerp(page);

  // Step 7 names the risk left to evaluate and links to step 5; validating is not possible.
  await page.goto(`/duerps/${id}/edit?step=7`);
  const problems = page.getByRole('region', { name: 'Votre DUERP ne peut pas encore être validé' });
  await expect(problems.getByText("Le risque « Bruit du pétrin » n'est pas évalué.")).toBeVisible();
  await expect(page.getByRole('button', { name: /Valider cette version/ })).toBeDisabled();
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/finalisation-problems-1280.png`, fullPage: true });
  await problems
    .getByRole('link', { name: "Corriger à l'étape 5 : Évaluation des risques" })
    .click();
  await expect(page).toHaveURL(`/duerps/${id}/edit?step=5`);

  // Once evaluated: the preview, in demo mode (free plan).
  await evaluate(page, id, 'r-bruit');
  await page.goto(`/duerps/${id}/edit?step=7`);
  await expect(page.getByRole('heading', { level: 3, name: 'Boulangerie Martin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'linruoF' }).first()).toBeVisible();
  await shoot(page, 'finalisation-preview');
  // The summary's table of units scrolled sideways in its own box on a phone.
  await expectNoSideScroll(page, page.getByRole('region', { name: "Synthèse de l'évaluation" }));

  // The version modal: notes, sorted by level; the overlay while the server works.
  await page.getByRole('button', { name: /Valider cette version/ }).click();
  const modal = page.getByRole('dialog', { name: 'Valider cette version' });
  await expect(
    modal.getByRole('checkbox', { name: 'Regrouper par unité de travail' }),
  ).toBeChecked();
  await expect(modal.getByRole('radio', { name: 'Aucun tri' })).toBeChecked();
  await modal.getByLabel('Notes de version (facultatif)').fill('Première évaluation des risques');
  await modal.getByText('Niveau de risque', { exact: true }).click();
  await expect(modal.getByRole('radio', { name: 'Niveau de risque' })).toBeChecked();
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/version-dialog-1280.png` });
  // Hold the answer a moment so that the overlay can be seen.
  await page.route(
    '**/generate',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    },
    { times: 1 },
  );
  await modal.getByRole('button', { name: 'Générer la version' }).click();
  const bar = page.getByRole('progressbar', { name: 'Progression de la génération' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(5);
  await page.screenshot({ path: `${SCREENS}/generation-overlay-1280.png` });

  // The document page, the new version highlighted in the history.
  await expect(page).toHaveURL(new RegExp(`/duerps/${id}\\?highlightversionid=[0-9a-f-]{36}$`));
  await expect(toast(page, 'Votre DUERP a été généré avec succès !')).toBeVisible();
  await expect(bar).toBeHidden();
  const highlighted = page.locator('li[aria-current="true"]');
  await expect(highlighted).toContainText('Version 1');
  await expect(highlighted).toContainText('Nouvelle version');
  await expect(highlighted).toContainText('Première évaluation des risques');
  await expect(highlighted).toBeInViewport();
  await expect(page.getByText('Version de démonstration')).toBeVisible();
  const actions = page.getByRole('complementary', { name: 'Actions du DUERP' });
  await expect(actions.getByRole('link', { name: 'Acheter' })).toHaveAttribute(
    'href',
    `/choose-plan?duerpid=${id}`,
  );
  await expect(page.getByRole('tab', { name: 'Vue simplifiée' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: /^(\S+ )?ruetuah ed te deip-nialp ed setuhC/ }).click();
  await expect(page.getByText('éniraf los rus edassilG')).toBeVisible();
  await dismissToasts(page);
  await shoot(page, 'document-demo');
  await page.getByRole('tab', { name: 'Vue interactive' }).click();
  await expect(page.getByRole('link', { name: 'Débloquer la vue interactive' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tableau des risques' })).toHaveCount(0);
  await shoot(page, 'document-demo-interactive');

  // Free plan: the demo PDF, with the purchase offer.
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Télécharger le PDF' })
      .getByRole('link', { name: 'Acheter ce DUERP' }),
  ).toBeVisible();
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/download-dialog-demo-1280.png` });
  await page.keyboard.press('Escape');
  await downloadLatest(page, 'Télécharger la version de démonstration', 'DUERP_v1_demo.pdf');

  // Bought (test payment provider): full access, the full PDF, the interactive view.
  await buyStandardPlan(page, id);
  await page.goto(`/duerps/${id}`);
  await expect(page.getByText('Version web')).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Acheter' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Vue interactive' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const table = page.getByRole('table', { name: 'Tableau des risques' });
  await expect(table.getByText('Glissade sur sol fariné')).toBeVisible();
  // A maîtrise "Faible" (stored 3) reads 2 in column M, as in the evaluation grid.
  await expect(
    table.getByRole('row').filter({ hasText: "Chute d'escabeau" }).getByRole('cell'),
  ).toHaveText([/1\.2/, /Chute d'escabeau/, '4', '2', '2', /6,0/, /action/]);
  await expect(page.getByText(/^Coût estimé total du programme : 180\s€\.$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un risque' }).fill('FARINE');
  await expect(page.getByText('2 risques trouvés')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un risque' }).fill('');
  await shoot(page, 'document-full');
  await downloadLatest(page, 'Télécharger le PDF complet', 'DUERP_v1.pdf');

  // A change after the version: the pending-modifications alert leads back to step 7.
  await evaluate(page, id, 'r-cartons', 'Diable fourni depuis mars');
  await page.reload();
  await expect(page.getByText("Des modifications n'ont pas encore été validées.")).toBeVisible();
  await page.getByRole('link', { name: 'Valider une nouvelle version' }).click();
  await expect(page).toHaveURL(`/duerps/${id}/edit?step=7`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Modification de mon DUERP' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /Valider cette version/ }).click();
  // The options of the previous version are proposed again.
  await expect(modal.getByRole('radio', { name: 'Niveau de risque' })).toBeChecked();
  await modal.getByLabel('Notes de version (facultatif)').fill('Mise à jour : manutention');
  await modal.getByRole('button', { name: 'Générer la version' }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${id}\\?highlightversionid=`));
  await expect(highlighted).toContainText('Version 2');
  const history = actions.getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Version 2');
  await expect(history.nth(1)).toContainText('Version 1');
  await expect(page.getByText("Des modifications n'ont pas encore été validées.")).toHaveCount(0);
  // Each version downloads on its own.
  const downloading = page.waitForEvent('download');
  await history.nth(1).getByRole('button', { name: 'Télécharger la version 1' }).click();
  await page
    .getByRole('dialog', { name: 'Télécharger le PDF' })
    .getByRole('button', { name: 'Télécharger le PDF complet' })
    .click();
  expect((await downloading).suggestedFilename()).toBe('DUERP_v1.pdf');

  // Duplicate, then delete the copy.
  await dismissToasts(page);
  await actions.getByRole('button', { name: 'Dupliquer' }).click();
  await page
    .getByRole('dialog', { name: 'Dupliquer ce DUERP ?' })
    .getByRole('button', { name: 'Dupliquer' })
    .click();
  await expect(toast(page, 'Votre DUERP a été dupliqué avec succès')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Boulangerie Martin (copie)' }),
  ).toBeVisible();
  expect(page.url()).not.toContain(id);
  await actions.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer ce DUERP ?' });
  await scan(page);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'DUERP supprimé avec succès')).toBeVisible();
  await expect(page).toHaveURL('/duerps');
  await expect(page.getByRole('article')).toHaveCount(1);

  // The list's card downloads the latest version directly.
  const fromCard = page.waitForEvent('download');
  await page
    .getByRole('article', { name: 'Boulangerie Martin' })
    .getByRole('button', { name: 'Télécharger' })
    .click();
  expect((await fromCard).suggestedFilename()).toBe('DUERP_v2.pdf');
});
