import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support';
import { post } from './document-fixtures';
import { dismissToasts, shoot } from './duerp-helpers';

/**
 * Issue 29, "Historique des modifications": a gravité changed and a risk deleted in the editor
 * are told in words on the history page, and the deleted risk comes back with "Restaurer".
 */

const risque = (idRisque: string, displayName: string) => ({
  idRisque,
  idCategorie: 'c-chutes',
  code: '',
  displayName,
  danger: '',
  remarques: '',
  isUserDefined: false,
});

/** A draft with one unit "Atelier" and two risks rated 2 / 2 / 2. */
async function createDocument(page: Page): Promise<string> {
  const { id } = await post<{ id: string }>(page, '/api/duerp/create');
  await post(page, `/api/duerp/${id}/update-list-unitesdetravail`, {
    unitesDeTravail: [{ idUniteDeTravail: 'u-atelier', displayName: 'Atelier' }],
  });
  await post(page, `/api/duerp/${id}/update-list-risques`, {
    idUniteDeTravail: 'u-atelier',
    categorieDeRisques: [
      { idCategorie: 'c-chutes', code: '', displayName: 'Chutes', isUserDefined: true },
    ],
    risques: [risque('r-chute', 'Chute de plain-pied'), risque('r-glissade', 'Glissade')],
  });
  for (const r of [risque('r-chute', 'Chute de plain-pied'), risque('r-glissade', 'Glissade')]) {
    await post(page, `/api/duerp/${id}/update-risque`, {
      ...r,
      idUniteDeTravail: 'u-atelier',
      evalGravite: 2,
      evalFrequence: 2,
      evalMaitrise: 2,
    });
  }
  return id;
}

test('a gravité changed and a risk deleted are in the history, and the risk is restored', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('historique');
  await signUp(page, email);
  await page.waitForLoadState('networkidle');
  const id = await createDocument(page);

  // Step 5: the gravité of « Chute de plain-pied » from 2 (Moyenne) to 3 (Grave).
  await page.goto(`/duerps/${id}/edit?step=5`);
  await page.getByRole('button', { name: /^Chute de plain-pied/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Évaluer le risque' });
  await dialog
    .getByRole('radiogroup', { name: 'Gravité' })
    .getByText('Grave', { exact: true })
    .click();
  await dialog.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(page.getByText('Risque évalué avec succès !')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Step 4: « Glissade » deleted.
  await dismissToasts(page);
  await page.goto(`/duerps/${id}/edit?step=4`);
  await page.getByRole('button', { name: 'Supprimer le risque Glissade' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer le risque ?' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Risque supprimé')).toBeVisible();
  await expect(page.getByText('Glissade', { exact: true })).toBeHidden();

  // The history, from the editor.
  await page.getByRole('link', { name: 'Historique des modifications' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Historique des modifications' }),
  ).toBeVisible();
  const deleted = `${email} a supprimé le risque « Glissade » (Atelier)`;
  await expect(page.getByText(deleted)).toBeVisible();
  await expect(
    page.getByText(
      `${email} a passé la gravité de « Chute de plain-pied » (Atelier) de Moyenne à Grave`,
    ),
  ).toBeVisible();
  await shoot(page, 'history');

  // Restaurer, confirmed: the entry says so, and the risk is back in the editor.
  await page.getByRole('button', { name: `Restaurer : ${deleted}` }).click();
  const restore = page.getByRole('dialog', { name: 'Restaurer cet élément ?' });
  await restore.getByRole('button', { name: 'Restaurer' }).click();
  await expect(page.getByText('Élément restauré.')).toBeVisible();
  await expect(
    page.getByText(`${email} a restauré le risque « Glissade » (Atelier)`),
  ).toBeVisible();
  await expect(page.getByText('Restauré', { exact: true })).toBeVisible();
  await shoot(page, 'history-restored');

  await page.goto(`/duerps/${id}/edit?step=4`);
  await expect(page.getByText('Glissade', { exact: true })).toBeVisible();
  // With its evaluation: 2 × 2 × 0,5 = 2,0.
  await page.goto(`/duerps/${id}/edit?step=5`);
  await expect(page.getByRole('button', { name: /^Glissade/ })).toContainText('2,0');
});
