import { expect, test, type Page } from '@playwright/test';
import type { PremadeCatalogue } from '@duerp/domain/premade';
import { accessToken } from '../support';
import { DESKTOP, dismissToasts } from '../duerp-helpers';
import { countingHands, report, type Hands } from './counter';
import {
  bakerEmail,
  createWithCompany,
  generate,
  modelOf,
  planActions,
  planOf,
  rate,
  signUp,
  stepLink,
  type PlannedUnit,
} from './bakery';

/**
 * The same bakery document through today's path, for `npm run bench:starter` only (not in
 * npm test): no sector start, no proposals — the catalogue's units clicked, each premade risk
 * searched and ticked, the measures in place typed, each action written by hand.
 */
async function catalogueUnitNames(page: Page, id: string): Promise<Map<string, string>> {
  const response = await page.request.get(`/api/duerpmasterdata/risques?duerpDocId=${id}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const { unitesDeTravail } = (await response.json()) as PremadeCatalogue;
  return new Map(unitesDeTravail.map((u) => [u.idUniteDeTravail, u.displayName]));
}

async function addUnitsAndRisks(
  page: Page,
  hands: Hands,
  plan: PlannedUnit[],
  names: Map<string, string>,
) {
  for (const [index, unite] of plan.entries()) {
    await hands.click(
      page.getByRole('button', { name: `Ajouter l'unité ${names.get(unite.idUniteDeTravail)}` }),
    );
    await expect(
      page.getByRole('heading', { name: `Vos unités de travail (${index + 1})` }),
    ).toBeVisible();
  }
  await hands.click(stepLink(page, /Saisie des risques/));
  for (const [index, unite] of plan.entries()) {
    const name = names.get(unite.idUniteDeTravail)!;
    if (index > 0)
      await hands.click(
        page.getByRole('tab', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }),
      );
    await dismissToasts(page);
    await hands.click(page.getByRole('button', { name: 'Ajouter des risques prédéfinis' }));
    const dialog = page.getByRole('dialog', { name: 'Ajouter des risques prédéfinis' });
    for (const risque of unite.risques) {
      await hands.fill(
        dialog.getByLabel('Rechercher un risque'),
        risque.displayName.split(' ').slice(0, 3).join(' '),
      );
      await hands.setChecked(
        dialog.getByRole('checkbox', { name: risque.displayName }).first(),
        true,
      );
    }
    await hands.click(dialog.getByRole('button', { name: 'Ajouter la sélection' }));
    await expect(dialog).toBeHidden();
  }
}

test('the same bakery through today’s path, its clicks and keys counted', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(DESKTOP);
  const hands = countingHands(page);
  await signUp(page, hands, bakerEmail());
  const id = await createWithCompany(page, hands);
  const plan = planOf(await modelOf(page, id));
  const names = await catalogueUnitNames(page, id);
  await addUnitsAndRisks(page, hands, plan, names);
  // The plan's units under the catalogue's names: the steps find them by these.
  const named = plan.map((u) => ({ ...u, displayName: names.get(u.idUniteDeTravail)! }));
  await rate(page, hands, named, async (risque) => {
    const inPlace = risque.mesures.filter((m) => m.etat === 'en-place').map((m) => m.texte);
    if (inPlace.length === 0) return;
    const dialog = page.getByRole('dialog', { name: 'Évaluer le risque' });
    await hands.fill(dialog.getByLabel('Mesures de prévention existantes'), inPlace.join('\n'));
  });
  const actions = await planActions(page, hands, named, 'by-hand');
  await generate(page, hands, id);
  await expect(page.getByText('Version 1').first()).toBeVisible();
  report('parcours-actuel', hands.counts, {
    units: plan.length,
    risks: plan.reduce((n, u) => n + u.risques.length, 0),
    actions,
  });
});
