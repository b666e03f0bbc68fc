import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createFinalisedDuerp } from './api-fixtures';
import { post } from './document-fixtures';
import { SCREENS } from './duerp-helpers';
import { addPhoto, CAMERA, FIXTURE, FROM_FILE, PHONE, shootBoth } from './photo-helpers';
import { expectAccessible, signUp, uniqueEmail } from './support';

test.use({ hasTouch: true });

/** Walks a JPEG's segments: whether an APP1 segment carries EXIF, and the frame's size. */
function inspectJpeg(bytes: Buffer) {
  const found = { exif: false, gps: false, width: 0, height: 0 };
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const length = bytes.readUInt16BE(at + 2);
    const segment = bytes.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && segment.subarray(0, 4).toString('latin1') === 'Exif') {
      found.exif = true;
      found.gps =
        segment.includes(Buffer.from([0x25, 0x88])) || segment.includes(Buffer.from([0x88, 0x25]));
    }
    if (marker >= 0xc0 && marker <= 0xc3) {
      found.height = segment.readUInt16BE(1);
      found.width = segment.readUInt16BE(3);
    }
    at += 2 + length;
  }
  return found;
}

/** Chooses `file` through the button that opens the file picker; answers the bytes sent. */
/**
 * Chromium does not show a Blob body to Playwright's request events: the page keeps a copy of
 * each Blob it sends, read back here (base64).
 */
const recordBlobBodies = () => {
  const sent: string[] = [];
  Object.assign(window, { sentBlobs: sent });
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (init?.body instanceof Blob) {
      const bytes = new Uint8Array(await init.body.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      sent.push(btoa(binary));
    }
    return original(input, init);
  };
};

async function sentBody(page: Page, index: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    (i) => (window as unknown as { sentBlobs: string[] }).sentBlobs[i]!,
    index,
  );
  return Buffer.from(base64, 'base64');
}

/** A one-finger horizontal swipe across the middle of the screen, as a touch screen sends it. */
async function swipe(page: Page, fromX: number, toX: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y: 400 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(fromX) });
  for (let step = 1; step <= 5; step += 1) {
    const x = fromX + ((toX - fromX) * step) / 5;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone, a photo taken on a risk is sent without its EXIF, shows as a thumbnail, opens full screen, gets a caption and is deleted once confirmed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const original = inspectJpeg(readFileSync(FIXTURE));
  expect(original).toEqual({ exif: true, gps: true, width: 2400, height: 1800 });

  await page.setViewportSize(PHONE);
  await page.addInitScript(recordBlobBodies);
  await signUp(page, uniqueEmail('photos'));
  const { id } = await createFinalisedDuerp(page);
  await page.goto(`/duerps/${id}/edit?step=5`);
  const photos = page.getByRole('group', { name: 'Photos de « Glissade »' });
  await expect(photos.getByRole('button', CAMERA)).toBeVisible();

  // Not an image: refused in the browser, in French, nothing sent.
  const chooser = page.waitForEvent('filechooser');
  await photos.getByRole('button', FROM_FILE).click();
  await (
    await chooser
  ).setFiles({ name: 'note.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('pas une image') });
  await expect(photos.getByRole('alert')).toHaveText(
    "Ce fichier n'est pas une image lisible : choisissez une photo JPEG, PNG ou WebP.",
  );

  // From a file: resized to 1,600 px and re-encoded; the EXIF and its GPS position stay behind.
  const first = await addPhoto(page, photos.getByRole('button', FROM_FILE), FIXTURE);
  const sent = await sentBody(page, 0);
  writeFileSync(join(SCREENS, 'photo-sent.jpg'), sent);
  expect(first.headers()['content-type']).toBe('image/jpeg');
  expect(inspectJpeg(sent)).toEqual({ exif: false, gps: false, width: 1600, height: 1200 });
  await expect(photos.getByText('1 photo', { exact: true })).toBeVisible();
  await expect(photos.getByRole('alert')).toHaveCount(0);

  // « Ajouter une photo » opens the camera on a phone (capture), a file chooser here.
  await expect(page.locator('input[type=file][capture=environment]').first()).toBeAttached();
  await addPhoto(page, photos.getByRole('button', CAMERA), FIXTURE);
  await expect(photos.getByText('2 photos', { exact: true })).toBeVisible();
  const thumbnail = photos.getByRole('button', { name: 'Agrandir la photo 1' });
  await expect(thumbnail.locator('img')).toHaveJSProperty('complete', true);
  expect(await thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
    320,
  );
  expect(await thumbnail.boundingBox()).toMatchObject({ width: 80, height: 80 });
  await photos.scrollIntoViewIfNeeded();
  await shootBoth(page, 'photos-thumbnails');

  // Full view: ←/→ and a swipe move between the photos.
  await thumbnail.click();
  const viewer = page.getByRole('dialog', { name: /^Photo 1 sur 2 · Glissade/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Photo 1' })).toHaveJSProperty('naturalWidth', 1600);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /^Photo 2 sur 2/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: /^Photo 1 sur 2/ })).toBeVisible();
  // A finger swipes to the left: the next photo; a mouse drag to the right: back.
  await swipe(page, 300, 80);
  await expect(page.getByRole('dialog', { name: /^Photo 2 sur 2/ })).toBeVisible();
  await page.mouse.move(80, 400);
  await page.mouse.down();
  await page.mouse.move(300, 400, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: /^Photo 1 sur 2/ })).toBeVisible();
  await expectAccessible(page);

  // The caption, saved.
  await viewer.getByLabel('Légende').fill('Sol mouillé près du pétrin');
  await viewer.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Légende enregistrée')).toBeVisible();
  await shootBoth(page, 'photos-full-view');

  // Échap closes, and focus is back on the thumbnail, now named by its caption.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  const captioned = photos.getByRole('button', {
    name: 'Agrandir la photo 1 : Sol mouillé près du pétrin',
  });
  await expect(captioned).toBeFocused();

  // Deleting asks first; cancelling keeps it; confirming removes it and shows the next one.
  await photos.getByRole('button', { name: 'Agrandir la photo 2' }).click();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette photo ?' });
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('dialog', { name: /^Photo 2 sur 2/ })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await confirm.getByRole('button', { name: 'Supprimer la photo' }).click();
  await expect(page.getByRole('dialog', { name: /^Photo 1 sur 1/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(photos.getByText('1 photo', { exact: true })).toBeVisible();

  // Kept by the server: after a reload, one photo with its caption.
  await page.reload();
  await expect(photos.getByText('1 photo', { exact: true })).toBeVisible();
  await expect(captioned).toBeVisible();
  // Step 4 lists the risks with their photos too.
  await page.goto(`/duerps/${id}/edit?step=4`);
  await expect(photos.getByText('1 photo', { exact: true })).toBeVisible();
  await captioned.scrollIntoViewIfNeeded();
  await expect(captioned.locator('img')).toHaveJSProperty('naturalWidth', 320);
  await shootBoth(page, 'photos-step-4');

  // An action takes photos too (step 6).
  await post(page, `/api/duerp/${id}/update-toggle-papripact`, { isPapripactEnabled: true });
  await post(page, `/api/duerp/${id}/upsert-action-preventive-papripact`, {
    idUniteDeTravail: 'u1',
    idRisqueAssocie: 'r1',
    descriptionDeLaMesure: 'Tapis antidérapant',
    responsable: 'Claire Martin',
    budget: '',
    date: '2026-12-15',
    statut: 'En cours',
  });
  await page.goto(`/duerps/${id}/edit?step=6`);
  const actionPhotos = page.getByRole('group', { name: 'Photos de « Tapis antidérapant »' });
  await addPhoto(page, actionPhotos.getByRole('button', CAMERA), FIXTURE);
  await expect(actionPhotos.getByText('1 photo', { exact: true })).toBeVisible();
  await expect(photos).toHaveCount(0);
  await expect(actionPhotos.locator('img')).toHaveJSProperty('naturalWidth', 320);
  await shootBoth(page, 'photos-action');

  // The document page shows them, the risk's and the action's.
  await page.goto(`/duerps/${id}`);
  await page.getByRole('button', { name: /1 risque/ }).click();
  const onPage = page.getByRole('group', { name: /^Photos de/ });
  await expect(onPage).toHaveCount(2);
  await expect(onPage.first().getByText('1 photo', { exact: true })).toBeVisible();
  await onPage.first().scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shootBoth(page, 'photos-document-page');
});
