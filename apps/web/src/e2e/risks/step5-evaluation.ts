import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../support';
import { scan, SCREENS } from '../duerp-helpers';
import {
  CUSTOM_RISK,
  evaluate,
  evaluationProgress,
  FATIGUE,
  FORMOL,
  INHALATION,
  IRRITATION,
  riskCard,
  stepTitle,
} from './risks-journey';

/**
 * Step 5 of the journey: moving on refused while risks wait, the modal and the grid by keyboard,
 * one risk of each band; then step 6.
 */
export async function evaluateRisks(page: Page): Promise<void> {
  const progress = evaluationProgress(page);
  // Step 5 — nothing evaluated: moving on is refused.
  await expect(stepTitle(page, 'Évaluation des risques')).toBeVisible();
  await expect(progress).toContainText('0/4 évalué');
  await expect(progress).toContainText('0/1 évalué');
  await expect(riskCard(page, CUSTOM_RISK)).toContainText('Cliquez pour évaluer');
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step5-empty-1280.png`, fullPage: true });

  // The modal with the keyboard: Enter opens it on the name, Escape gives focus back.
  await riskCard(page, FORMOL).focus();
  await page.keyboard.press('Enter');
  const evaluation = page.getByRole('dialog', { name: 'Évaluer le risque' });
  await expect(evaluation.getByLabel('Nom du risque')).toBeFocused();
  await expect(evaluation.getByText('Seuil réglementaire')).toBeVisible();
  await expect(evaluation.getByText('Non évalué')).toBeVisible();
  await evaluation.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(
    evaluation.getByText('Veuillez évaluer tous les critères du risque avant de sauvegarder.'),
  ).toBeVisible();
  await expect(evaluation.getByText('Veuillez évaluer le risque.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/risks-evaluation-dialog-1280.png` });
  // The grid unfolds inside the modal (no modal over a modal).
  const showGrid = evaluation.getByRole('button', { name: "Voir la grille d'évaluation" });
  await showGrid.click();
  await expect(showGrid).toHaveAttribute('aria-expanded', 'true');
  await expect(evaluation.getByRole('tab', { name: 'Détails des critères' })).toBeVisible();
  await showGrid.click();
  await expect(evaluation.getByRole('tab')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(evaluation).toBeHidden();
  await expect(riskCard(page, FORMOL)).toBeFocused();

  // The grid modal of the step, its tabs with the arrows; focus comes back to its button.
  const gridButton = page.getByRole('button', { name: "Grille d'évaluation", exact: true });
  await gridButton.click();
  const grid = page.getByRole('dialog', { name: "Grille d'évaluation des risques" });
  const firstTab = grid.getByRole('tab', { name: 'Détails des critères' });
  await expect(firstTab).toHaveAttribute('aria-selected', 'true');
  await firstTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(
    grid.getByText('Niveau de risque = Fréquence × Gravité × Facteur de maîtrise'),
  ).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByText(/Priorité 1/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/risks-grid-dialog-1280.png` });
  await page.keyboard.press('Escape');
  await expect(grid).toBeHidden();
  await expect(gridButton).toBeFocused();

  // One risk of each band (maîtrise read reversed: 3 = Moyenne, 1 = Absente).
  await evaluate(page, INHALATION, 'Faible', 'Très rare', 'Moyenne', {
    value: '0,5',
    band: 'Risque faible',
  });
  await evaluate(page, FORMOL, 'Moyenne', 'Rare', 'Moyenne', {
    value: '2,0',
    band: 'Risque modéré',
  });
  await evaluate(page, IRRITATION, 'Moyenne', 'Fréquent', 'Moyenne', {
    value: '3,0',
    band: 'Risque important',
  });
  await evaluate(page, CUSTOM_RISK, 'Très grave', 'Très fréquent', 'Absente', {
    value: '20,0',
    band: 'Risque critique',
  });
  await expect(riskCard(page, INHALATION)).toContainText('0,5·Faible');
  await expect(riskCard(page, FORMOL)).toContainText('2,0·Modéré');
  await expect(riskCard(page, IRRITATION)).toContainText('3,0·Important');
  await expect(riskCard(page, CUSTOM_RISK)).toContainText('20,0·Critique');
  await expect(progress).toContainText('4/4 évalués');
  await expect(progress.locator('[data-evaluated="true"]')).toHaveCount(4);
  await page.getByRole('button', { name: 'Unité suivante' }).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(
    page.getByText('Il vous reste des risques à évaluer dans cette étape.'),
  ).toBeVisible();
  await evaluate(page, FATIGUE, 'Faible', 'Fréquent', 'Moyenne', {
    value: '1,5',
    band: 'Risque modéré',
  });
  await expect(progress.locator('[data-evaluated="true"]')).toHaveCount(5);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step5-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page).toHaveURL(/step=6$/);
}
