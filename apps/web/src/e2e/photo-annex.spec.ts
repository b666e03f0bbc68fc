import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dismissToasts, SCREENS, PDFS } from './duerp-helpers';
import { buyStandardPlan, createAlmostCompleteDuerp, evaluate, post } from './document-fixtures';
import { accessToken, expectAccessible, signUp, uniqueEmail } from './support';

const PHOTO = join(import.meta.dirname, '../../../api/test/fixtures/photos/paysage.jpg');

async function authorization(page: Page) {
  return { Authorization: `Bearer ${await accessToken(page)}` };
}

/** A photo uploaded on a risk as the photo feature sends it: the JPEG bytes as the body. */
async function uploadPhoto(page: Page, id: string, idRisque: string, legende: string) {
  const query = new URLSearchParams({ idUniteDeTravail: 'u-fournil', idRisque, legende });
  const response = await page.request.post(`/api/duerp/${id}/photos?${query.toString()}`, {
    headers: { ...(await authorization(page)), 'Content-Type': 'image/jpeg' },
    data: readFileSync(PHOTO),
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.use({ viewport: { width: 375, height: 812 } });

test('the version dialog offers the "Annexe photographique" when the draft has photos, and the PDF ends with them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail('annexe'));
  const id = await createAlmostCompleteDuerp(page);
  await evaluate(page, id, 'r-bruit');
  // A first version, without photos, so that the plan can be bought for the document.
  await post(page, `/api/duerp/${id}/generate`, {
    notesDeVersion: '',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  await buyStandardPlan(page, id);
  await uploadPhoto(page, id, 'r-glissade', 'Farine au sol devant le pétrin, en fin de service');
  await uploadPhoto(page, id, 'r-escabeau', 'Escabeau rangé derrière la porte');

  await page.goto(`/duerps/${id}/edit?step=7`);
  await page.getByRole('button', { name: /Valider cette version/ }).click();
  const modal = page.getByRole('dialog', { name: 'Valider cette version' });
  const annex = modal.getByRole('checkbox', { name: "Ajouter l'annexe photographique" });
  await expect(annex).toBeVisible();
  await expect(modal.getByText(/^2 photos à la fin du PDF complet/)).toBeVisible();
  await annex.check();
  await annex.scrollIntoViewIfNeeded();
  await dismissToasts(page);
  await expectAccessible(page);
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/version-dialog-annexe-375.png` });
  // The dialog fits a 320 px phone (the preview behind it is not this spec's).
  await page.setViewportSize({ width: 320, height: 812 });
  const box = await modal.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: `${SCREENS}/version-dialog-annexe-320.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  const generated = page.waitForResponse(
    (r) => r.url().endsWith(`/api/duerp/${id}/generate`) && r.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: 'Générer la version' }).click();
  const { id: versionId } = (await (await generated).json()) as { id: string };
  expect((await generated).request().postDataJSON()).toMatchObject({
    annexePhotographique: true,
  });

  // The full PDF ends with the annex: its last page, rendered, shows the photos.
  const pdf = await page.request.get(`/api/duerp/${id}/versions/${versionId}/download`, {
    headers: await authorization(page),
  });
  expect(pdf.status()).toBe(200);
  mkdirSync(PDFS, { recursive: true });
  const file = join(PDFS, 'DUERP_annexe_photographique.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const lastPage = text.split('\f').at(-2) ?? '';
  expect(lastPage).toContain('Annexe photographique');
  expect(lastPage.replace(/\s+/g, ' ')).toContain('Escabeau rangé derrière la porte');
  const pages = Number(
    /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1],
  );
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    String(pages),
    '-l',
    String(pages),
    file,
    file.replace(/\.pdf$/, ''),
  ]);
  const images = execFileSync(
    'pdfimages',
    ['-list', '-f', String(pages), '-l', String(pages), file],
    {
      encoding: 'utf8',
    },
  );
  expect(images.split('\n').filter((l) => / image /.test(l))).toHaveLength(2);
});
