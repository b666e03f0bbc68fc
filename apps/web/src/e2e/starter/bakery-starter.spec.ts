import { expect, test } from '@playwright/test';
import { DESKTOP, scan, SCREENS } from '../duerp-helpers';
import { countingHands, report } from './counter';
import {
  bakerEmail,
  createWithCompany,
  generate,
  LEFT_OUT,
  modelOf,
  planActions,
  planOf,
  rate,
  signUp,
} from './bakery';

/**
 * Issue 41, « Mesuré : une boulangerie en 20 minutes »: a 6-person boulangerie-pâtisserie from
 * sign-up to a generated version through the sector start — 3 of the model's units, every
 * proposed measure answered, every risk rated, an action for each missing measure of the high
 * risks — counting the person's clicks and typed characters (`npm run bench:starter` compares
 * them with today's path).
 */
test('a bakery builds its whole DUERP from the sector model, its clicks and keys counted', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const hands = countingHands(page);
  await signUp(page, hands, bakerEmail());
  const id = await createWithCompany(page, hands);
  const plan = planOf(await modelOf(page, id));

  // Step 3: the model's units, all ticked; the bakery leaves one out.
  const picker = page.getByRole('region', { name: 'Partir du modèle du secteur' });
  await expect(picker.getByRole('checkbox')).toHaveCount(plan.length + 1);
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/starter-units-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SCREENS}/starter-units-375.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await hands.setChecked(picker.getByRole('checkbox', { name: new RegExp(LEFT_OUT) }), false);
  await hands.click(picker.getByRole('button', { name: 'Partir du modèle du secteur' }));

  // Then one question per proposed measure, unit by unit.
  const questions = page.getByRole('region', { name: 'Les mesures de prévention déjà en place' });
  const group = questions.getByRole('group');
  const answers = plan.flatMap((u) => u.risques.flatMap((r) => r.mesures));
  const label = { 'en-place': 'Oui', 'pas-en-place': 'Non', 'non-concerne': 'Non concerné' };
  for (const [index, mesure] of answers.entries()) {
    await expect(group).toHaveAccessibleName(`${mesure.texte} : est-ce en place ?`);
    if (index === 0) {
      await scan(page);
      await page.screenshot({ path: `${SCREENS}/starter-question-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SCREENS}/starter-question-375.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);
    }
    if (index === 3) {
      // Left and resumed: the answers given are on the server.
      await page.reload();
      await expect(questions).toContainText(`Question 4 sur ${answers.length}`);
    }
    await hands.click(group.getByRole('button', { name: label[mesure.etat], exact: true }));
  }
  await expect(questions).toContainText(`Les ${answers.length} mesures proposées ont une réponse`);

  await rate(page, hands, plan);
  const actions = await planActions(page, hands, plan, 'proposals');
  await generate(page, hands, id);
  await expect(page.getByText('Version 1').first()).toBeVisible();

  const risks = plan.reduce((n, u) => n + u.risques.length, 0);
  report('depart-secteur', hands.counts, {
    units: plan.length,
    risks,
    answers: answers.length,
    actions,
  });
  // The goal of issue 41: the whole document, company details included.
  expect(hands.counts.clicks).toBeLessThan(150);
  expect(hands.counts.typedCharacters).toBeLessThan(300);
});
