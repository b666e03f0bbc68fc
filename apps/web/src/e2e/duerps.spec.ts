import { expect, test } from '@playwright/test';
import {
  accessToken,
  expectAccessible,
  expectToastsCoverNothing,
  signUp,
  uniqueEmail,
} from './support';
import {
  createThroughIntroduction,
  dismissToasts,
  fillCompany,
  scan,
  SCREENS,
  unitOrder,
} from './duerp-helpers';

test('a new user creates a DUERP, fills steps 1 to 3 and finds everything after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, uniqueEmail('editeur'));

  // Step 1 before the document exists: only the introduction is reachable.
  const steps = page.getByRole('navigation', { name: 'Étapes du DUERP' });
  await expect(steps.getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeDisabled();
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/editor-step1-1280.png`, fullPage: true });
  const id = await createThroughIntroduction(page);

  // Step 2: the required-field messages, then a valid company with a recognised sector.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Le nom de l'entreprise est requis")).toBeVisible();
  await expect(page.getByText("Le nombre d'employés est requis")).toBeVisible();
  await fillCompany(page);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/editor-step2-1280.png`, fullPage: true });
  await steps.getByRole('link', { name: /Unités de travail/ }).click();
  await expect(
    page.getByText(
      'Vous avez des modifications non sauvegardées. Voulez-vous continuer quand même ?',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Rester sur cette page' }).click();
  await expect(page).toHaveURL(/step=2$/);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Modifications sauvegardées !')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/duerps/${id}/edit\\?step=3$`));

  // Step 3: the sector's examples come first.
  await expect(page.getByRole('heading', { name: 'Suggérées pour votre secteur' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  await page.getByRole('button', { name: "Ajouter l'unité Radiologie" }).click();
  await expect.poll(() => unitOrder(page)).toEqual(['Radiologie']);
  await page.getByRole('button', { name: "Ajouter l'unité Accueil", exact: true }).click();
  await expect.poll(() => unitOrder(page)).toEqual(['Radiologie', 'Accueil']);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText("Veuillez saisir un nom pour l'unité personnalisée")).toBeVisible();
  await page.getByLabel("Nom de l'unité personnalisée").fill('  Chenil extérieur  ');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect.poll(() => unitOrder(page)).toEqual(['Radiologie', 'Accueil', 'Chenil extérieur']);
  await expect(page.getByLabel("Nom de l'unité personnalisée")).toHaveValue('');

  // Rename through the text-entry dialog.
  await page.getByRole('button', { name: "Renommer l'unité Accueil" }).click();
  const rename = page.getByRole('dialog', { name: "Renommer l'unité de travail" });
  await rename.getByLabel("Nom de l'unité de travail").fill('   ');
  await rename.getByRole('button', { name: 'Renommer' }).click();
  await expect(rename.getByText('Le nom ne peut pas être vide')).toBeVisible();
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/editor-rename-dialog-1280.png` });
  await rename.getByLabel("Nom de l'unité de travail").fill('Accueil et secrétariat');
  await rename.getByRole('button', { name: 'Renommer' }).click();
  await expect(page.getByText('Unité de travail renommée')).toBeVisible();
  await expect
    .poll(() => unitOrder(page))
    .toEqual(['Radiologie', 'Accueil et secrétariat', 'Chenil extérieur']);

  // Reorder with the keyboard: Space picks up, arrows move one place, Space drops.
  const handle = page.getByRole('button', { name: "Déplacer l'unité Chenil extérieur" });
  await handle.focus();
  await expect(handle).toBeFocused();
  // Each move is announced (in French) before the next key, as a screen reader user would hear it.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  for (const [key, heard] of [
    ['Space', 'position 3 sur 3'],
    ['ArrowUp', 'déplacée en position 2 sur 3'],
    ['ArrowUp', 'déplacée en position 1 sur 3'],
    ['Space', 'déposée en position 1 sur 3'],
  ] as const) {
    await page.keyboard.press(key);
    await page.waitForTimeout(50);
    await expect(announcement).toContainText(heard);
  }
  await expect(page.getByText('Ordre des unités mis à jour')).toBeVisible();
  await expect
    .poll(() => unitOrder(page))
    .toEqual(['Chenil extérieur', 'Radiologie', 'Accueil et secrétariat']);

  // Reorder with the mouse: drag the first unit below the last one.
  await dismissToasts(page);
  const from = (await page
    .getByRole('button', { name: "Déplacer l'unité Chenil extérieur" })
    .boundingBox())!;
  const to = (await page
    .getByRole('button', { name: "Déplacer l'unité Accueil et secrétariat" })
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 10, { steps: 12 });
  await page.mouse.up();
  await expect
    .poll(() => unitOrder(page))
    .toEqual(['Radiologie', 'Accueil et secrétariat', 'Chenil extérieur']);

  // Delete after a confirmation that warns about the unit's risks.
  await page.getByRole('button', { name: "Supprimer l'unité Radiologie" }).click();
  const confirm = page.getByRole('dialog', { name: "Supprimer l'unité de travail ?" });
  await expect(confirm).toContainText('ainsi que tous ses risques');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Unité de travail supprimée')).toBeVisible();
  await expect.poll(() => unitOrder(page)).toEqual(['Accueil et secrétariat', 'Chenil extérieur']);
  await expect(page.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/editor-step3-1280.png`, fullPage: true });

  // Everything was saved on the server.
  await page.reload();
  await expect.poll(() => unitOrder(page)).toEqual(['Accueil et secrétariat', 'Chenil extérieur']);
  await steps.getByRole('link', { name: /Informations entreprise/ }).click();
  await expect(page.getByLabel('Raison sociale')).toHaveValue('Clinique vétérinaire des Tilleuls');
  await expect(page.getByRole('combobox', { name: "Secteur d'activité" })).toHaveValue(
    'Vétérinaire',
  );
  await expect(page.getByLabel("Nombre d'employés")).toHaveValue('8');
  await steps.getByRole('link', { name: /Introduction/ }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Reprenons la création de votre DUERP' }),
  ).toBeVisible();
  await page.getByRole('link', { name: /Quitter l'éditeur/ }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${id}$`));
});

test('the list duplicates and deletes DUERPs and shows the limit at the cap', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, uniqueEmail('liste'));
  await createThroughIntroduction(page);
  await fillCompany(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications sauvegardées !')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Mes DUERP' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes DUERP (1/5)' })).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toContainText('SIRET 732 829 320 00074');
  await expect(card).toContainText("Vous n'avez pas encore finalisé ce DUERP.");
  await expect(card.getByText('Brouillon')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continuer la création' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Télécharger' })).toHaveCount(0);

  await card.getByRole('button', { name: /Plus d'actions/ }).click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  await page
    .getByRole('dialog', { name: 'Dupliquer ce DUERP ?' })
    .getByRole('button', { name: 'Dupliquer' })
    .click();
  await expect(page.getByText('Votre DUERP a été dupliqué avec succès')).toBeVisible();
  // The toast leaves the navigation bar's buttons uncovered…
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expectToastsCoverNothing(page, [
    nav.getByRole('link', { name: 'Mon compte' }),
    nav.getByRole('button', { name: 'Déconnexion' }),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes DUERP (2/5)' })).toBeVisible();
  const copy = page.getByRole('article').filter({ hasText: '(copie)' });
  await expect(copy).toContainText('SIRET 732 829 320 00074');

  await copy.getByRole('button', { name: /Plus d'actions/ }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Supprimer ce DUERP ?' });
  // … and, still on screen, a dialog's close button.
  await expect(page.getByText('Votre DUERP a été dupliqué avec succès')).toBeVisible();
  await expectToastsCoverNothing(page, [deleteDialog.getByRole('button', { name: 'Fermer' })]);
  await page.screenshot({ path: `${SCREENS}/toast-over-dialog-1280.png` });
  await deleteDialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('DUERP supprimé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes DUERP (1/5)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer un nouveau DUERP' })).toBeVisible();

  // Up to the default cap of 5 through the API, with the session's token.
  const token = await accessToken(page);
  for (let i = 0; i < 4; i += 1) {
    const response = await page.request.post('/api/duerp/create', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes DUERP (5/5)' })).toBeVisible();
  await expect(page.getByText('Vous avez atteint la limite de DUERP.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contactez-nous' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer un nouveau DUERP' })).toHaveCount(0);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/duerps-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SCREENS}/duerps-375.png`, fullPage: true });

  // At the cap, Dupliquer and /duerps/new say so before any work.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByRole('button', { name: /Plus d'actions/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  const limitDialog = page.getByRole('dialog', { name: 'Dupliquer ce DUERP ?' });
  await expect(limitDialog.getByText('Vous avez atteint la limite de DUERP.')).toBeVisible();
  await expect(limitDialog.getByRole('button', { name: 'Dupliquer' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/duerps/new');
  await expect(page.getByText('Vous avez atteint la limite de DUERP.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commencer' })).toHaveCount(0);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/duerps-new-limit-1280.png`, fullPage: true });
});

test('the editor works on a 375 px phone: burger menu, Previous/Next, Quit', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page, uniqueEmail('mobile'));
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/editor-step1-375.png`, fullPage: true });
  const id = await createThroughIntroduction(page);

  const steps = page.getByRole('navigation', { name: 'Étapes du DUERP' });
  await expect(steps).toBeHidden();
  await page.getByRole('button', { name: 'Étape 2 sur 7 : Informations entreprise' }).click();
  await expect(steps).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/editor-menu-375.png` });
  await steps.getByRole('link', { name: /Saisie des risques/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Saisie des risques' })).toBeVisible();
  await expect(steps).toBeHidden();

  await page.getByRole('button', { name: 'Précédent' }).click();
  await page.getByRole('button', { name: 'Précédent' }).click();
  await expect(page).toHaveURL(/step=2$/);
  await fillCompany(page);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/editor-step2-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modifications sauvegardées !')).toBeVisible();
  // Back at the top, where the menu button is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeInViewport();
  await expectToastsCoverNothing(page, [page.getByRole('button', { name: 'Ouvrir le menu' })]);
  await page.screenshot({ path: `${SCREENS}/toast-375.png` });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(/step=3$/);
  await page.getByRole('button', { name: "Ajouter l'unité Bloc chirurgical" }).click();
  await page.getByLabel("Nom de l'unité personnalisée").fill('Pharmacie vétérinaire');
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect.poll(() => unitOrder(page)).toEqual(['Bloc chirurgical', 'Pharmacie vétérinaire']);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/editor-step3-375.png`, fullPage: true });
  const remove = page.getByRole('button', { name: "Supprimer l'unité Pharmacie vétérinaire" });
  await remove.click();
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/editor-delete-dialog-375.png` });
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(remove).toBeFocused();

  await page.getByRole('button', { name: 'Précédent' }).click();
  await page.getByRole('button', { name: 'Précédent' }).click();
  await page.getByRole('link', { name: 'Quitter', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${id}$`));
});
