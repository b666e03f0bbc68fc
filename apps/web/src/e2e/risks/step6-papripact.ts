import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../support';
import { dismissToasts, scan, SCREENS } from '../duerp-helpers';
import { blocActions, CUSTOM_RISK, papripactSwitch, stepTitle } from './risks-journey';

/**
 * Step 6 of the journey: the PAPRIPACT, mandatory at 60 employees, activated; two actions, one
 * edited; off and on again.
 */
export async function planActions(page: Page): Promise<void> {
  const toggle = papripactSwitch(page);
  const actions = blocActions(page);
  // Step 6 — off by default, mandatory at 60 employees; content hidden until activated.
  await expect(stepTitle(page, 'PAPRIPACT')).toBeVisible();
  await expect(page.getByText('Le PAPRIPACT est obligatoire pour votre structure')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step6-off-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Activer le PAPRIPACT' }).click();
  await expect(page.getByText('PAPRIPACT activé')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toBeFocused();
  await expect(page.getByText('Le PAPRIPACT est obligatoire pour votre structure')).toBeHidden();
  await page.getByRole('button', { name: 'Unité suivante' }).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(
    page.getByText('Vous devez ajouter au moins une action préventive dans votre PAPRIPACT.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unité précédente' }).click();

  // Two actions, then one edited.
  const addAction = page.getByRole('button', { name: 'Ajouter une action préventive' });
  const actionDialog = page.getByRole('dialog', { name: 'Nouvelle action préventive' });
  await dismissToasts(page);
  await addAction.click();
  await expect(actionDialog.getByLabel('Échéance')).toHaveValue(
    await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date())),
  );
  await actionDialog.getByRole('button', { name: "Ajouter l'action" }).click();
  await expect(actionDialog.getByText('Le risque associé est requis')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/risks-action-dialog-1280.png` });
  await actionDialog
    .getByLabel('Risque associé')
    .selectOption({ label: `○ ${CUSTOM_RISK} (aucune action)` });
  await actionDialog
    .getByLabel('Description de la mesure')
    .fill('Limiter les gardes à 12 heures consécutives');
  await actionDialog.getByLabel('Responsable').fill('Claire Martin');
  await actionDialog.getByLabel('Échéance').fill('2026-10-15');
  await actionDialog.getByRole('button', { name: "Ajouter l'action" }).click();
  await expect(page.getByText('Action préventive créée avec succès !')).toBeVisible();
  await expect(addAction).toBeFocused();
  await dismissToasts(page);
  await addAction.click();
  await expect(
    actionDialog.getByRole('option', { name: `✓ ${CUSTOM_RISK} (1 action)` }),
  ).toBeAttached();
  await actionDialog.getByLabel('Risque associé').selectOption({ index: 2 });
  await actionDialog
    .getByLabel('Description de la mesure')
    .fill('Installer une évacuation des gaz anesthésiques');
  await actionDialog.getByLabel('Responsable').fill('Paul Durand');
  await actionDialog.getByLabel('Budget (facultatif)').fill('1 800 €');
  await actionDialog.getByRole('button', { name: "Ajouter l'action" }).click();
  await expect(page.getByText('Action préventive créée avec succès !')).toBeVisible();
  await dismissToasts(page);
  await page.getByRole('button', { name: /^Modifier l'action « Limiter les gardes/ }).click();
  const editDialog = page.getByRole('dialog', { name: "Modifier l'action préventive" });
  await editDialog.getByLabel('Statut').selectOption('En cours');
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Action préventive mise à jour avec succès !')).toBeVisible();
  await expect(actions.getByRole('listitem')).toHaveCount(2);
  await expect(actions).toContainText('En cours');
  await expect(actions).toContainText('15 octobre 2026');
  await expect(actions).toContainText('1 800 €');
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step6-1280.png`, fullPage: true });

  // Off (content hidden, explanation unfolded), then on again: the actions are still there.
  await toggle.click();
  await expect(page.getByText('PAPRIPACT désactivé')).toBeVisible();
  await expect(actions).toBeHidden();
  await expect(page.getByRole('button', { name: "Qu'est-ce que le PAPRIPACT ?" })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await toggle.click();
  await expect(page.getByText('PAPRIPACT activé')).toBeVisible();
  await expect(actions.getByRole('listitem')).toHaveCount(2);
}
