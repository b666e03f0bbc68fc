import { expect, test } from '@playwright/test';
import { todayInParis } from '@duerp/domain/calendar';
import { createFinalisedDuerp } from './api-fixtures';
import { scan } from './duerp-helpers';
import { signUp, uniqueEmail } from './support';

test('a 60-employee document shows its gaps with their articles, one is fixed from its link and leaves the list', async ({
  page,
}) => {
  await signUp(page, uniqueEmail('controle'));
  const doc = await createFinalisedDuerp(page, { nombreEmployes: 60 });
  await page.goto(`/duerps/${doc.id}`);
  const check = page.getByRole('region', { name: 'Prêt pour un contrôle ?' });
  const counts = check.getByLabel('Points relevés par niveau');
  await expect(counts).toContainText('3 manquements');
  const spst = check.getByRole('listitem').filter({ hasText: 'Article L4121-3-1 V A' });
  await expect(spst).toContainText("l'envoi de la version 1 n'est pas enregistré");
  await expect(check.getByText('Article L4121-3-1 III 1°')).toBeVisible();
  await expect(check).toContainText("Non applicable : le portail n'est pas en service");
  await scan(page);

  // The link opens « Historique des versions » on version 1, where its record is kept.
  await spst.getByRole('link', { name: 'Enregistrer dans « Historique des versions »' }).click();
  await page.getByRole('button', { name: /Consultation CSE \/ SPST/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultation de la version 1' });
  await dialog.getByLabel('Avis du CSE').selectOption({ label: 'Pas de CSE' });
  await dialog.getByLabel(/Date d'envoi au service/).fill(todayInParis());
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  await expect(counts).toContainText('2 manquements');
  await expect(check.getByText('Article L4121-3-1 V A')).toBeHidden();
  await check.getByRole('link', { name: 'Compléter le PAPRIPACT' }).click();
  await expect(page).toHaveURL(new RegExp(`/duerps/${doc.id}/edit\\?step=6$`));
});
