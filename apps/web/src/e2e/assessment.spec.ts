import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissToasts, shoot, DESKTOP, PDFS } from './duerp-helpers';
import { buyStandardPlan, createAlmostCompleteDuerp, post } from './document-fixtures';
import { accessToken, signUp, uniqueEmail } from './support';

/**
 * Issue 16: unit headcounts (step 3), existing measures and sex-differentiated exposure of a risk,
 * the pénibilité annex (step 5), the re-rating of a risk after its action is finished (step 6),
 * then the document page and the PDF of the next version.
 */

const ANNEX = 'Annexe — Facteurs de risques professionnels (article R4121-1-1)';

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

async function rate(dialog: ReturnType<Page['getByRole']>, g: string, f: string, m: string) {
  await dialog.getByRole('radiogroup', { name: 'Gravité' }).getByText(g, { exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Fréquence' }).getByText(f, { exact: true }).click();
  await dialog.getByRole('radiogroup', { name: 'Maîtrise' }).getByText(m, { exact: true }).click();
}

async function downloadPdf(page: Page, id: string, versionId: string, name: string) {
  const token = await accessToken(page);
  const response = await page.request.get(`/api/duerp/${id}/versions/${versionId}/download`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  mkdirSync(PDFS, { recursive: true });
  const file = join(PDFS, name);
  writeFileSync(file, await response.body());
  execFileSync('pdftoppm', ['-r', '60', '-png', file, file.replace(/\.pdf$/, '')]);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

test('a user completes the assessment: headcounts, pénibilité annex, re-rating after a finished action', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, uniqueEmail('assessment'));
  const id = await createAlmostCompleteDuerp(page);

  // Step 3: headcounts per unit, a warning when they do not add up to the company's 12.
  await page.goto(`/duerps/${id}/edit?step=3`);
  const fournil = page.getByRole('group', { name: 'Fournil' });
  await fournil.getByLabel("Effectif de l'unité").fill('8');
  await fournil.getByLabel('dont femmes').fill('3');
  await fournil.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, "Effectif de l'unité enregistré")).toBeVisible();
  const boutique = page.getByRole('group', { name: 'Boutique' });
  await boutique.getByLabel("Effectif de l'unité").fill('2');
  await boutique.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText(
      /La somme des effectifs des unités \(10\) diffère de l'effectif de l'entreprise \(12\)/,
    ),
  ).toBeVisible();
  // A warning, not a block.
  await expect(page.getByRole('button', { name: 'Suivant' }).first()).toBeEnabled();
  await shoot(page, 'assessment-step3');

  // Step 5: the last risk, with its existing measures and a differentiated exposure.
  await page.goto(`/duerps/${id}/edit?step=5`);
  await page.getByRole('button', { name: /Bruit du pétrin/ }).click();
  const evaluation = page.getByRole('dialog', { name: 'Évaluer le risque' });
  await evaluation.getByLabel('Mesures de prévention existantes').fill('Casque antibruit fourni');
  await evaluation
    .getByRole('checkbox', { name: 'Exposition différenciée femmes / hommes' })
    .check();
  await evaluation
    .getByLabel("En quoi l'exposition diffère")
    .fill('Salariée enceinte au fournil : exposition à éviter');
  await rate(evaluation, 'Moyenne', 'Très fréquent', 'Absente');
  await evaluation.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(toast(page, 'Risque évalué avec succès !')).toBeVisible();

  // The pénibilité section of the Fournil: noise suggested by its risks.
  const penibilite = page
    .locator('details')
    .filter({ hasText: 'Exposition aux facteurs de pénibilité' });
  await expect(penibilite).toHaveAttribute('open', '');
  const bruit = penibilite.getByRole('group', { name: /^Bruit/ });
  await expect(bruit.getByText('Suggéré par vos risques')).toBeVisible();
  await expect(bruit.getByText(/120 fois par an/)).toBeVisible();
  await bruit.getByLabel('Travailleurs exposés').fill('3');
  await bruit.getByLabel('Situations ou postes concernés').fill('Pétrin et façonnage');
  await penibilite.getByRole('button', { name: "Enregistrer l'exposition" }).click();
  await expect(toast(page, 'Exposition enregistrée')).toBeVisible();
  await dismissToasts(page);
  await shoot(page, 'assessment-step5');

  // Version 1, then the action on the ladder is finished: the risk is re-rated.
  const v1 = await post<{ id: string }>(page, `/api/duerp/${id}/generate`, {
    notesDeVersion: '',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  expect(v1.id).toBeTruthy();
  await buyStandardPlan(page, id);
  await page.goto(`/duerps/${id}/edit?step=6`);
  await page.getByRole('tab', { name: /Fournil/ }).click();
  await page.getByRole('button', { name: /Modifier l'action « Installer un escabeau/ }).click();
  const actionDialog = page.getByRole('dialog', { name: "Modifier l'action préventive" });
  await actionDialog.getByLabel('Statut').selectOption('Terminé');
  await actionDialog.getByRole('button', { name: /Enregistrer/ }).click();
  const proposal = page.getByRole('dialog', { name: 'Réévaluer le risque ?' });
  await expect(proposal).toContainText("Chute d'escabeau");
  await proposal.getByRole('button', { name: 'Réévaluer le risque' }).click();
  const rerating = page.getByRole('dialog', { name: 'Réévaluer le risque' });
  await expect(rerating.getByText('Réévaluation après une action terminée')).toBeVisible();
  await expect(rerating).toContainText('6,0 (Critique)');
  await rate(rerating, 'Très grave', 'Très rare', 'Forte');
  await rerating.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(toast(page, 'Risque réévalué avec succès !')).toBeVisible();

  // The document page: measures (searchable), the re-rating, headcounts, flagged risk, annex.
  await page.goto(`/duerps/${id}`);
  const table = page.getByRole('table', { name: 'Tableau des risques' });
  await expect(table.getByText('Mesures existantes : Casque antibruit fourni')).toBeVisible();
  await expect(
    table.getByText(/Réévalué le .* : 6,0 \(Critique\) avant, 1,0 \(Modéré\) après/),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un risque' }).fill('casque');
  await expect(page.getByText('1 risque trouvé')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un risque' }).fill('');
  await expect(page.getByRole('heading', { name: 'Effectifs par unité de travail' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Exposition différenciée femmes / hommes' }),
  ).toBeVisible();
  const annex = page.getByRole('table', { name: ANNEX });
  await expect(
    annex.getByRole('row', { name: /Bruit Fournil : 3 \(Pétrin et façonnage\) 3 25 %/ }),
  ).toBeVisible();
  await shoot(page, 'assessment-document');

  // Version 2: its PDF shows the level before and after, the flagged risk and the annex.
  const v2 = await post<{ id: string }>(page, `/api/duerp/${id}/generate`, {
    notesDeVersion: 'Escabeau remplacé',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  const pdf = await downloadPdf(page, id, v2.id, 'DUERP_assessment_v2.pdf');
  expect(pdf).toContain('Mesures existantes');
  expect(pdf).toContain('effectif 8 dont 3 femmes');
  expect(pdf).toContain('Risques réévalués depuis la version précédente');
  expect(pdf).toContain('Exposition différenciée femmes / hommes (article L4121-3)');
  expect(pdf).toContain(ANNEX);
  expect(pdf).toContain('Fournil : 3 (Pétrin et façonnage) 3 25 %');
  // Version 1 was made before the re-rating: no before/after there.
  const first = await downloadPdf(page, id, v1.id, 'DUERP_assessment_v1.pdf');
  expect(first).not.toContain('Risques réévalués depuis la version précédente');
});
