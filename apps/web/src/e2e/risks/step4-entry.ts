import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../support';
import { dismissToasts, scan, SCREENS } from '../duerp-helpers';
import {
  CUSTOM_CATEGORY,
  CUSTOM_RISK,
  FATIGUE,
  GAZ,
  INHALATION,
  premadeDialog,
  stepTitle,
} from './risks-journey';

/**
 * Step 4 of the journey, just opened: the first unit is shown; premade risks found without
 * accents, a custom category and a risk in it, the second unit's risk; then step 5.
 */
export async function enterRisks(page: Page): Promise<void> {
  const premade = premadeDialog(page);
  await expect(stepTitle(page, 'Saisie des risques')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Bloc chirurgical/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step4-empty-1280.png`, fullPage: true });

  const openPremade = page.getByRole('button', { name: 'Ajouter des risques prédéfinis' });
  await openPremade.click();
  await expect(premade.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Risques fréquents dans votre secteur',
  );
  await premade.getByRole('button', { name: 'Ajouter la sélection' }).click();
  await expect(premade.getByText('Veuillez sélectionner au moins un risque')).toBeVisible();
  await premade.getByLabel('Rechercher un risque').fill('anesthesique');
  // The category is in the sector's family and in its own: one identity, ticked in both, added once.
  const categories = premade.getByRole('checkbox', { name: GAZ });
  await expect(categories).toHaveCount(2);
  await categories.first().check();
  await expect(premade.getByRole('checkbox', { name: INHALATION }).last()).toBeChecked();
  await expect(categories.last()).toBeChecked();
  await expect(premade.getByRole('status')).toHaveText('3 risques sélectionnés');
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/risks-premade-dialog-1280.png` });
  await premade.getByRole('button', { name: 'Ajouter la sélection' }).click();
  await expect(page.getByText('3 risques ajoutés')).toBeVisible();
  await expect(premade).toBeHidden();
  await expect(openPremade).toBeFocused();
  const gaz = page.getByRole('region', { name: GAZ });
  await expect(gaz.getByRole('listitem')).toHaveCount(3);

  // A custom category (a taken name is refused) and a risk in it.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Ajouter une catégorie personnalisée' }).click();
  const addCategory = page.getByRole('dialog', { name: 'Ajouter une catégorie personnalisée' });
  await addCategory
    .getByLabel('Nom de la catégorie')
    .fill('gaz anesthesiques, fixateurs et agents de sterilisation');
  await addCategory.getByRole('button', { name: 'Ajouter' }).click();
  await expect(addCategory.getByText('Une catégorie avec ce nom existe déjà')).toBeVisible();
  await addCategory.getByLabel('Nom de la catégorie').fill(CUSTOM_CATEGORY);
  await addCategory.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Catégorie ajoutée')).toBeVisible();
  await page
    .getByRole('button', { name: `Ajouter un risque à la catégorie ${CUSTOM_CATEGORY}` })
    .click();
  const addRisk = page.getByRole('dialog', { name: `Ajouter un risque à « ${CUSTOM_CATEGORY} »` });
  await addRisk.getByLabel('Nom du risque').fill('Gardes de nuit');
  await addRisk.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Risque ajouté', { exact: true })).toBeVisible();
  // Renamed, then the rename is kept.
  await page.getByRole('button', { name: 'Renommer le risque Gardes de nuit' }).click();
  const rename = page.getByRole('dialog', { name: 'Renommer le risque' });
  await rename.getByLabel('Nom du risque').fill(CUSTOM_RISK);
  await rename.getByRole('button', { name: 'Renommer' }).click();
  await expect(page.getByText('Risque renommé')).toBeVisible();
  await expect(page.getByRole('region', { name: CUSTOM_CATEGORY })).toContainText(CUSTOM_RISK);
  await expect(page.getByRole('tab', { name: /Bloc chirurgical/ })).toContainText('4');

  // Next goes to the second unit, whose only risk comes from a search of a risk name.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Unité suivante' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Accueil' })).toBeFocused();
  await page.getByRole('button', { name: 'Ajouter des risques prédéfinis' }).click();
  await premade.getByLabel('Rechercher un risque').fill('YEUX SECS');
  await premade.getByRole('checkbox', { name: FATIGUE }).check();
  await premade.getByRole('button', { name: 'Ajouter la sélection' }).click();
  await expect(page.getByText('Risque ajouté', { exact: true })).toBeVisible();
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step4-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page).toHaveURL(/step=5$/);
}
