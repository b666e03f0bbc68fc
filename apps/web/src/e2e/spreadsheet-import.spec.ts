import { expect, test } from '@playwright/test';
import { expectNoSideScroll, signUp, uniqueEmail } from './support';
import { createDraftDuerp, createFinalisedDuerp } from './api-fixtures';
import { buyStandardPlan } from './document-fixtures';
import { readFileSync } from 'node:fs';
import { dismissToasts, scan, SCREENS } from './duerp-helpers';

/**
 * Step 4 "Importer depuis un tableur": the CSV template downloaded, uploaded back, previewed and
 * imported; then step 3 "Dupliquer l'unité" copies an imported unit with its risks.
 */
test('imports the template at step 4, then duplicates an imported unit at step 3', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('import'));
  const { id } = await createDraftDuerp(page);
  await page.goto(`/duerps/${id}/edit?step=4`);
  await expect(page.getByText("Ajoutez d'abord au moins une unité de travail")).toBeVisible();

  await page.getByRole('button', { name: 'Importer depuis un tableur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer depuis un tableur' });
  // A file with mistakes: each bad line is listed with its number, nothing is written.
  await dialog.getByLabel(/fichier à importer/).setInputFiles({
    name: 'risques.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Unité de travail;Catégorie;Risque;G;F;M\nAtelier;Bruit;Machines;9;2;2\nAtelier;Bruit;;1;1;1\nAtelier;Bruit;Perceuse;2;3;Forte\n',
    ),
  });
  await expect(dialog.getByRole('list', { name: 'Lignes en erreur' })).toContainText(
    'Ligne 3 : Le nom du risque est requis',
  );
  await expect(dialog.getByRole('button', { name: 'Importer 1 risque' })).toBeVisible();
  await dialog.screenshot({ path: `${SCREENS}/import-errors-1280.png` });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Modèle CSV' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('modele_import_DUERP.csv');
  await dialog.getByLabel(/fichier à importer/).setInputFiles(await template.path());

  await expect(dialog.getByRole('heading', { name: 'Aperçu avant import' })).toBeVisible();
  await expect(dialog).toContainText('2 lignes lues : 2 risques à ajouter, dont 2 évalués.');
  await expect(dialog.getByRole('list', { name: 'Catégories de Atelier' })).toContainText(
    'Chutes de plain-pied',
  );
  await dismissToasts(page);
  await dialog.screenshot({ path: `${SCREENS}/import-preview-1280.png` });
  await scan(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSideScroll(page);
  await page.screenshot({ path: `${SCREENS}/import-preview-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Importer 2 risques' }).click();
  await expect(page.getByText('2 risques importés')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: /Atelier/ })).toBeVisible();
  await expect(page.getByText('Glissade sur sol mouillé')).toBeVisible();
  await page.getByRole('tab', { name: /Bureaux/ }).click();
  await expect(page.getByText('Fatigue visuelle')).toBeVisible();

  await page.goto(`/duerps/${id}/edit?step=3`);
  await page.getByRole('button', { name: "Dupliquer l'unité Atelier" }).click();
  const duplicate = page.getByRole('dialog', { name: "Dupliquer l'unité" });
  await expect(duplicate.getByLabel('Nom de la nouvelle unité')).toHaveValue('Atelier (copie)');
  await scan(page);
  await duplicate.screenshot({ path: `${SCREENS}/duplicate-unit-1280.png` });
  await duplicate.getByRole('button', { name: 'Dupliquer' }).click();
  await expect(page.getByText('Unité de travail dupliquée')).toBeVisible();
  const units = page.getByRole('list', { name: 'Vos unités de travail' });
  await expect(units.getByRole('listitem')).toHaveCount(3);
  await expect(units.getByRole('listitem').nth(1)).toContainText('Atelier (copie)1 risque');

  await page.goto(`/duerps/${id}/edit?step=5`);
  await page.getByRole('tab', { name: /Atelier \(copie\)/ }).click();
  await expect(page.getByText('Glissade sur sol mouillé')).toBeVisible();
});

test('downloads a bought version as Excel and Word from the download dialog', async ({ page }) => {
  await signUp(page, uniqueEmail('exports'));
  const { id } = await createFinalisedDuerp(page);
  await buyStandardPlan(page, id);
  await page.goto(`/duerps/${id}`);
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Télécharger le PDF' });
  await expect(dialog.getByRole('heading', { name: 'Autres formats' })).toBeVisible();
  await scan(page);
  await dialog.screenshot({ path: `${SCREENS}/download-dialog-exports-1280.png` });

  for (const [button, name] of [
    ['Excel (.xlsx)', 'DUERP_v1.xlsx'],
    ['Word (.docx)', 'DUERP_v1.docx'],
  ] as const) {
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    }
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: button }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(name);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await file.saveAs(`${SCREENS}/${name}`);
    await expect(dialog).toBeHidden();
  }
});
