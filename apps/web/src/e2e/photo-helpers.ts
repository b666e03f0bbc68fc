/** What the photo journeys share (photos.spec.ts, photos-sharing-and-quota.spec.ts). */
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, dismissToasts, SCREENS } from './duerp-helpers';

/** 2,400 × 1,800 px, with EXIF: camera make and model, and a GPS position. */
export const FIXTURE = join(import.meta.dirname, 'fixtures/photo-with-gps.jpg');
export const PHONE = { width: 375, height: 800 };

/** The two buttons of a photo group: the camera on a phone, a file chooser here. */
export const CAMERA = { name: 'Ajouter une photo', exact: true };
export const FROM_FILE = { name: 'Ajouter une photo depuis un fichier' };

/** Chooses a file for the button's file chooser; resolves to the upload request. */
export async function addPhoto(
  page: Page,
  button: Locator,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  const upload = page.waitForRequest((r) => r.method() === 'POST' && /\/photos\?/.test(r.url()));
  await button.click();
  await (await chooser).setFiles(file);
  return upload;
}

/** A screenshot at 375 px and one at 1280 px, back to the phone after. */
export async function shootBoth(page: Page, name: string) {
  await dismissToasts(page);
  await page.screenshot({ path: `${SCREENS}/${name}-375.png` });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png` });
  await page.setViewportSize(PHONE);
}
