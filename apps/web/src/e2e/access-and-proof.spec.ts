import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download } from '@playwright/test';
import { UNKNOWN_DOCUMENT_MESSAGE } from '@duerp/domain/access';
import { createFinalisedDuerp } from './api-fixtures';
import { buyStandardPlan } from './document-fixtures';
import { dismissToasts, scan, shoot, DESKTOP } from './duerp-helpers';
import { signUp, uniqueEmail } from './support';

const FILES = 'test-results/access-and-proof';

async function save(download: Download, name: string): Promise<string> {
  mkdirSync(FILES, { recursive: true });
  const file = join(FILES, name);
  await download.saveAs(file);
  return file;
}

const pdfText = (file: string) => execFileSync('pdftotext', ['-raw', file, '-']).toString();

test('an employer shares the DUERP read-only, prints the notice, and anyone verifies the PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page, uniqueEmail('partage'));
  const { id } = await createFinalisedDuerp(page);
  await buyStandardPlan(page, id);
  await page.goto(`/duerps/${id}`);
  const origin = new URL(page.url()).origin;

  // The owner creates a link for the CSE; its address is shown once.
  await page.getByRole('button', { name: 'Liens de consultation' }).click();
  const links = page.getByRole('dialog', { name: 'Liens de consultation' });
  await expect(links.getByText('Aucun lien de consultation pour ce DUERP.')).toBeVisible();
  await links.getByLabel('Destinataires du lien').fill('CSE');
  await links.getByRole('button', { name: 'Créer le lien' }).click();
  const address = links.getByLabel('Adresse du lien');
  await expect(address).toHaveValue(new RegExp(`^${origin}/partage/[A-Za-z0-9_-]{43}$`));
  const shareUrl = await address.inputValue();
  await shoot(page, 'share-links-dialog', false);

  // The notice, with the link's QR code.
  await links.getByRole('button', { name: "Imprimer l'affichage avec ce lien" }).click();
  const notice = page.getByRole('dialog', { name: "Affichage des modalités d'accès" });
  await expect(notice.getByText(/Le code QR du lien de consultation « CSE »/)).toBeVisible();
  await notice.getByLabel('Lieu de consultation').fill("Bureau de l'accueil");
  await notice.getByLabel('Personne à contacter').fill('Claire Martin, gérante');
  await notice.getByLabel('Horaires de consultation').fill('Du lundi au vendredi, 9 h – 12 h');
  await scan(page);
  const noticeDownload = page.waitForEvent('download');
  await notice.getByRole('button', { name: "Télécharger l'avis (PDF)" }).click();
  const noticeFile = await save(await noticeDownload, 'Affichage_acces_DUERP.pdf');
  const noticeText = pdfText(noticeFile).replace(/\s+/g, ' ');
  expect(noticeText).toContain("Modalités d'accès au document unique");
  expect(noticeText).toContain("Bureau de l'accueil");
  expect(noticeText).toContain('article R4121-4');
  execFileSync('pdftoppm', ['-r', '60', '-png', noticeFile, noticeFile.replace(/\.pdf$/, '')]);
  await expect(notice).toBeHidden();

  // Signed out, the link opens the read-only page and its PDF.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const reader = await visitor.newPage();
  await reader.goto(shareUrl);
  await expect(reader.getByRole('heading', { level: 1, name: 'Boulangerie Martin' })).toBeVisible();
  await expect(reader.getByText(/lien « CSE »/)).toBeVisible();
  await expect(reader.getByRole('link', { name: /Modifier/ })).toHaveCount(0);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  await shoot(reader, 'shared-document');
  const pdfDownload = reader.waitForEvent('download');
  await reader.getByRole('button', { name: 'Télécharger le PDF' }).first().click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('DUERP_v1.pdf');
  const pdfFile = await save(pdf, 'DUERP_v1.pdf');
  execFileSync('pdftoppm', [
    '-r',
    '60',
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    pdfFile,
    pdfFile.replace(/\.pdf$/, ''),
  ]);
  const code = /Code de vérification : ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(pdfText(pdfFile))?.[1];
  expect(code).toBeDefined();

  // Anyone verifies the file (hashed in the browser) or the printed code.
  await reader.goto(`${origin}/verifier`);
  await reader.getByLabel(/Déposez le PDF ici/).setInputFiles(pdfFile);
  await expect(
    reader.getByText(/^Document authentique : Boulangerie Martin, version 1, établie le /),
  ).toBeVisible();
  await shoot(reader, 'verifier');
  const altered = Buffer.from(readFileSync(pdfFile));
  const middle = Math.floor(altered.length / 2);
  altered[middle] = altered[middle]! ^ 1;
  writeFileSync(join(FILES, 'altere.pdf'), altered);
  await reader.getByLabel(/Déposez le PDF ici/).setInputFiles(join(FILES, 'altere.pdf'));
  await expect(reader.getByText(UNKNOWN_DOCUMENT_MESSAGE)).toBeVisible();
  await reader.goto(`${origin}/verifier/${code}`);
  await expect(
    reader.getByText(/^Document authentique : Boulangerie Martin, version 1, établie le /),
  ).toBeVisible();

  // The owner sees the openings (the page, then the PDF downloaded through the link), then
  // revokes the link: it no longer opens.
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Liens de consultation' }).click();
  await expect(links.getByText('Ouvert 2 fois')).toBeVisible();
  await links.getByRole('button', { name: /Révoquer.*CSE/ }).click();
  await page
    .getByRole('dialog', { name: 'Révoquer ce lien ?' })
    .getByRole('button', { name: 'Révoquer' })
    .click();
  await expect(links.getByText('Révoqué', { exact: true })).toBeVisible();
  await reader.goto(shareUrl);
  await expect(reader.getByText(/Ce lien de consultation n'est plus valide/)).toBeVisible();
  await visitor.close();

  // The employer's archive, from /my-account.
  await page.keyboard.press('Escape');
  await page.goto('/my-account');
  await expect(page.getByRole('heading', { name: 'Mes données' })).toBeVisible();
  await shoot(page, 'my-account-archive');
  const archiveDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger toutes mes données' }).click();
  const zip = await save(await archiveDownload, 'archive.zip');
  const entries = execFileSync('unzip', ['-Z1', zip]).toString();
  expect(entries).toMatch(/\/DUERP_v1\.pdf/);
  expect(entries).toContain('donnees.json');
  expect(entries).toContain('LISEZMOI.txt');
  expect(entries).toMatch(/Factures\/Facture_.*\.pdf/);
});
