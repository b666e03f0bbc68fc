import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createFinalisedDuerp } from './api-fixtures';
import { buyStandardPlan, get, post } from './document-fixtures';
import { addPhoto, CAMERA, FIXTURE, PHONE, shootBoth } from './photo-helpers';
import { accessToken, expectAccessible, signUp, uniqueEmail } from './support';

/** Photos seen through a share link, and the server refusing one (the espace's quota). */

test.use({ hasTouch: true });

test('a share link shows, read-only, the photos of the version it shares', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('photos-partage'));
  const { id } = await createFinalisedDuerp(page);
  // A link shares only a version in full access.
  await buyStandardPlan(page, id);
  const token = await accessToken(page);
  const uploaded = await page.request.post(
    `/api/duerp/${id}/photos?idUniteDeTravail=u1&idRisque=r1&legende=${encodeURIComponent('Flaque devant le pétrin')}`,
    {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg' },
      data: readFileSync(FIXTURE),
    },
  );
  expect(uploaded.status()).toBe(201);
  await post(page, `/api/duerp/${id}/generate`, {
    notesDeVersion: 'Avec photos',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  const link = await post<{ token: string }>(page, `/api/duerp/${id}/share-links`, {
    label: 'CSE',
  });

  const visitor = await browser.newContext({ viewport: PHONE });
  const reader = await visitor.newPage();
  await reader.goto(`/partage/${link.token}`);
  const photos = reader.getByRole('group', { name: 'Photos de « Glissade »' });
  await expect(photos.getByText('1 photo', { exact: true })).toBeVisible();
  await expect(photos.getByRole('button', { name: /Ajouter/ })).toHaveCount(0);
  const thumbnail = photos.getByRole('button', {
    name: 'Agrandir la photo 1 : Flaque devant le pétrin',
  });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail.locator('img')).toHaveJSProperty('naturalWidth', 320);
  await expectAccessible(reader);
  await shootBoth(reader, 'photos-share-page');

  await thumbnail.click();
  const viewer = reader.getByRole('dialog', { name: /^Photo 1 sur 1 · Glissade/ });
  await expect(viewer.getByText('Flaque devant le pétrin')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Flaque devant le pétrin' })).toHaveJSProperty(
    'naturalWidth',
    1600,
  );
  await expect(viewer.getByLabel('Légende')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await shootBoth(reader, 'photos-share-full-view');
  await reader.keyboard.press('Escape');
  await expect(thumbnail).toBeFocused();
  await visitor.close();
});

test("the server's refusal shows as it comes, with its figure", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await signUp(page, uniqueEmail('photos-quota'));
  const { id } = await createFinalisedDuerp(page);
  const { espaceId } = await get<{ espaceId: string }>(page, `/api/duerp/${id}`);
  // The operator sets the espace's quota to nothing (admin CLI, through the running server).
  const admin = spawnSync(
    process.execPath,
    [
      join(import.meta.dirname, '../../../api/dist/admin.js'),
      'espace',
      'photo-quota',
      espaceId,
      '0',
    ],
    { encoding: 'utf8', env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR } },
  );
  expect(admin.status, admin.stderr).toBe(0);
  await page.goto(`/duerps/${id}/edit?step=5`);
  const photos = page.getByRole('group', { name: 'Photos de « Glissade »' });
  await addPhoto(page, photos.getByRole('button', CAMERA), FIXTURE);
  await expect(photos.getByRole('alert')).toHaveText('Quota de photos atteint : 0 Mo par espace.');
  await expect(photos.getByText(/^\d+ photos?$/)).toHaveCount(0);
  await expect(photos.getByRole('button', CAMERA)).toBeEnabled();
});
