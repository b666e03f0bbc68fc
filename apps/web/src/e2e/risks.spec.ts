import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, expectAccessible, signUp, uniqueEmail } from './support';
import { dismissToasts, scan, SCREENS, trackRequests } from './duerp-helpers';

/**
 * Steps 4 to 6: premade and custom risks, their evaluation (one of each band), the PAPRIPACT and
 * its actions; everything found again after a reload, at 1280 and 375 px.
 */

const GAZ = 'Gaz anesthésiques, fixateurs et agents de stérilisation';
const INHALATION = /^Inhalation de gaz anesthésiques/;
const FORMOL = /^Exposition au formaldéhyde/;
const IRRITATION = /^Irritation respiratoire et cutanée/;
const CUSTOM_CATEGORY = 'Organisation du bloc';
const CUSTOM_RISK = 'Gardes de nuit prolongées';
const FATIGUE = /^Fatigue visuelle \(yeux secs/;

/** A draft with its company (veterinary, 60 employees: PAPRIPACT mandatory) and two units. */
async function createDocumentWithUnits(page: Page): Promise<string> {
  const post = async <T>(path: string, data?: unknown) => {
    const token = await accessToken(page);
    const response = await page.request.post(path, {
      headers: { Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${path} : ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { id } = await post<{ id: string }>('/api/duerp/create');
  await post(`/api/duerp/${id}/update-infosentreprise`, {
    nom: 'Clinique vétérinaire des Tilleuls',
    siret: '73282932000074',
    secteurDActivite: 'Vétérinaire',
    isSecteurPublic: false,
    adresse: '4 allée des Tilleuls, 69003 Lyon',
    nomDuRepresentantLegal: 'Claire Martin',
    nombreEmployes: 60,
    isEtablissement: false,
    nomDeLEtablissement: '',
  });
  await post(`/api/duerp/${id}/update-list-unitesdetravail`, {
    unitesDeTravail: [
      { idUniteDeTravail: 'u-bloc', displayName: 'Bloc chirurgical' },
      { idUniteDeTravail: 'u-accueil', displayName: 'Accueil' },
    ],
  });
  return id;
}

const stepTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Scores a risk through the evaluation modal: stored levels, the maîtrise shown reversed. */
async function evaluate(
  page: Page,
  risk: RegExp | string,
  gravite: string,
  frequence: string,
  maitrise: string,
  expected: { value: string; band: string },
) {
  await dismissToasts(page);
  await page.getByRole('button', { name: risk }).click();
  const dialog = page.getByRole('dialog', { name: 'Évaluer le risque' });
  await dialog
    .getByRole('radiogroup', { name: 'Gravité' })
    .getByText(gravite, { exact: true })
    .click();
  await dialog
    .getByRole('radiogroup', { name: 'Fréquence' })
    .getByText(frequence, { exact: true })
    .click();
  await dialog
    .getByRole('radiogroup', { name: 'Maîtrise' })
    .getByText(maitrise, { exact: true })
    .click();
  await expect(dialog.getByText(expected.value, { exact: true })).toBeVisible();
  await expect(dialog.getByText(expected.band, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(page.getByText('Risque évalué avec succès !')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A step 5 risk card: its accessible name starts with the risk's name (step 4's buttons don't). */
const riskCard = (page: Page, name: RegExp | string): Locator =>
  page.getByRole('button', {
    name:
      typeof name === 'string'
        ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
        : name,
  });

test('risks are entered, evaluated and planned in PAPRIPACT, then found after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const network = trackRequests(page);
  await signUp(page, uniqueEmail('risques'));
  const id = await createDocumentWithUnits(page);
  const steps = page.getByRole('navigation', { name: 'Étapes du DUERP' });

  // Step 4 — the first unit opens; the premade modal searches without accents.
  await network.settled();
  await page.goto(`/duerps/${id}/edit?step=4`);
  await expect(stepTitle(page, 'Saisie des risques')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Bloc chirurgical/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step4-empty-1280.png`, fullPage: true });

  const openPremade = page.getByRole('button', { name: 'Ajouter des risques prédéfinis' });
  await openPremade.click();
  const premade = page.getByRole('dialog', { name: 'Ajouter des risques prédéfinis' });
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

  // Step 5 — nothing evaluated: moving on is refused.
  await expect(stepTitle(page, 'Évaluation des risques')).toBeVisible();
  const progress = page.getByRole('region', { name: "Avancement de l'évaluation" });
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

  // Step 6 — off by default, mandatory at 60 employees; content hidden until activated.
  await expect(stepTitle(page, 'PAPRIPACT')).toBeVisible();
  await expect(page.getByText('Le PAPRIPACT est obligatoire pour votre structure')).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Activer le PAPRIPACT' });
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
  const actions = page.getByRole('list', { name: 'Actions préventives : Bloc chirurgical' });
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

  // Everything was saved on the server. (No reload while a token refresh is under way: the
  // server would have rotated a refresh token that the page never received.)
  await network.settled();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(actions.getByRole('listitem')).toHaveCount(2);
  await steps.getByRole('link', { name: /Saisie des risques/ }).click();
  await expect(page.getByRole('region', { name: GAZ }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: CUSTOM_CATEGORY })).toContainText(CUSTOM_RISK);
  await steps.getByRole('link', { name: /Évaluation des risques/ }).click();
  await expect(riskCard(page, CUSTOM_RISK)).toContainText('20,0·Critique');
  await expect(progress).toContainText('4/4 évalués');
  await expect(progress).toContainText('1/1 évalué');

  // A 375 px phone: the three steps and a modal.
  await page.setViewportSize({ width: 375, height: 800 });
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step5-375.png`, fullPage: true });
  await riskCard(page, IRRITATION).click();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/risks-evaluation-dialog-375.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Précédent', exact: true }).click();
  await expect(page).toHaveURL(/step=4$/);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step4-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Ajouter des risques prédéfinis' }).click();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/risks-premade-dialog-375.png` });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Étape 4 sur 7/ }).click();
  await steps.getByRole('link', { name: /PAPRIPACT/ }).click();
  await expect(actions.getByRole('listitem')).toHaveCount(2);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/risks-step6-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Unité suivante' }).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(page).toHaveURL(/step=7$/);
});

test('without units, step 4 links to step 3; without risks, step 5 links to step 4', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, uniqueEmail('sans-unite'));
  const token = await accessToken(page);
  const created = await page.request.post('/api/duerp/create', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { id } = (await created.json()) as { id: string };
  // The access token was just issued: no refresh can be under way, the page may be left at once.
  await page.goto(`/duerps/${id}/edit?step=4`);
  await page.getByRole('link', { name: "Aller à l'étape 3 : Unités de travail" }).click();
  await expect(page).toHaveURL(/step=3$/);
  // Moving inside the app: a page load could cut a token refresh short.
  const steps = page.getByRole('navigation', { name: 'Étapes du DUERP' });
  await steps.getByRole('link', { name: /Évaluation des risques/ }).click();
  await expect(
    page.getByRole('link', { name: "Aller à l'étape 4 : Saisie des risques" }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
  await expect(
    page.getByText('Il vous reste des risques à évaluer dans cette étape.'),
  ).toBeVisible();
  await expectAccessible(page);
  await steps.getByRole('link', { name: /PAPRIPACT/ }).click();
  await expect(page.getByText('Le PAPRIPACT est obligatoire pour votre structure')).toBeHidden();
  await page.getByRole('button', { name: 'Passer cette étape' }).click();
  await expect(page).toHaveURL(/step=7$/);
});
