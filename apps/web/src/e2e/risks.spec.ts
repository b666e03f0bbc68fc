import { expect, test } from '@playwright/test';
import { accessToken, expectAccessible, signUp, uniqueEmail } from './support';
import { scan, SCREENS, trackRequests } from './duerp-helpers';
import {
  blocActions,
  createDocumentWithUnits,
  CUSTOM_CATEGORY,
  CUSTOM_RISK,
  evaluationProgress,
  GAZ,
  IRRITATION,
  papripactSwitch,
  riskCard,
  stepLinks,
} from './risks/risks-journey';
import { enterRisks } from './risks/step4-entry';
import { evaluateRisks } from './risks/step5-evaluation';
import { planActions } from './risks/step6-papripact';

/**
 * Steps 4 to 6: premade and custom risks, their evaluation (one of each band), the PAPRIPACT and
 * its actions; everything found again after a reload, at 1280 and 375 px.
 */

test('risks are entered, evaluated and planned in PAPRIPACT, then found after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const network = trackRequests(page);
  await signUp(page, uniqueEmail('risques'));
  const id = await createDocumentWithUnits(page);
  const steps = stepLinks(page);

  // Step 4 — the first unit opens; the premade modal searches without accents.
  await network.settled();
  await page.goto(`/duerps/${id}/edit?step=4`);
  await enterRisks(page);
  await evaluateRisks(page);
  await planActions(page);
  const progress = evaluationProgress(page);
  const toggle = papripactSwitch(page);
  const actions = blocActions(page);

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
