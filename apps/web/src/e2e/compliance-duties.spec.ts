import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '@playwright/test';
import { todayInParis } from '@duerp/domain/calendar';
import { accessToken, signUp, uniqueEmail } from './support';
import { createFinalisedDuerp } from './api-fixtures';
import { buyStandardPlan } from './document-fixtures';
import { PDFS, shoot } from './duerp-helpers';

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-raw', file, '-']).toString().replace(/\s+/g, ' ');

async function save(download: Download, name: string): Promise<string> {
  mkdirSync(PDFS, { recursive: true });
  const file = join(PDFS, name);
  await download.saveAs(file);
  return file;
}

/** The mails with attachments the server wrote to its outbox for this address. */
function outboxTo(email: string) {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map(
      (f) =>
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
          messageId?: string;
          attachments?: { filename: string; contentBase64: string }[];
        },
    )
    .filter((m) => m.to === email);
}

async function api(page: Page, method: 'post' | 'put', path: string, data: unknown) {
  const response = await page.request[method](path, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data,
  });
  expect(response.ok(), `${path} : ${await response.text()}`).toBe(true);
}

test('an SPST send is received in the outbox and printed in the next version; a former worker’s extract holds only the chosen units', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, uniqueEmail('spst'));
  const doc = await createFinalisedDuerp(page, { nombreEmployes: 60 });
  // A second unit « Bureaux », then a version that holds both.
  await api(page, 'post', `/api/duerp/${doc.id}/update-list-unitesdetravail`, {
    unitesDeTravail: [
      { idUniteDeTravail: 'u1', displayName: 'Atelier' },
      { idUniteDeTravail: 'u2', displayName: 'Bureaux' },
    ],
  });
  await api(page, 'post', `/api/duerp/${doc.id}/update-list-risques`, {
    idUniteDeTravail: 'u2',
    categorieDeRisques: [
      { idCategorie: 'c9', code: '', displayName: 'Écrans', isUserDefined: true },
    ],
    risques: [
      {
        idRisque: 'r9',
        idCategorie: 'c9',
        code: '',
        displayName: 'Fatigue visuelle',
        danger: '',
        remarques: '',
        isUserDefined: true,
      },
    ],
  });
  await api(page, 'post', `/api/duerp/${doc.id}/update-risque`, {
    idUniteDeTravail: 'u2',
    idRisque: 'r9',
    idCategorie: 'c9',
    displayName: 'Fatigue visuelle',
    danger: 'Écran',
    remarques: '',
    evalGravite: 1,
    evalFrequence: 2,
    evalMaitrise: 2,
    isUserDefined: true,
    code: '',
  });
  await api(page, 'post', `/api/duerp/${doc.id}/generate`, {
    notesDeVersion: 'Deux unités',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  await buyStandardPlan(page, doc.id);

  // The espace's SPST, entered by its Propriétaire in « Membres ».
  const spstEmail = uniqueEmail('spst-service');
  await page.goto('/espaces');
  await page
    .getByRole('link', { name: /Membres/ })
    .first()
    .click();
  const settings = page.getByRole('region', {
    name: 'Service de prévention et de santé au travail',
  });
  await settings.getByLabel('Nom du service').fill('AST Grand Lyon');
  await settings.getByLabel('Adresse e-mail').fill(spstEmail);
  await settings.getByRole('button', { name: 'Enregistrer le service' }).click();
  await expect(page.getByText('Service de prévention enregistré')).toBeVisible();

  await page.goto(`/duerps/${doc.id}`);
  await page.getByRole('button', { name: /Historique des versions/ }).click();
  await page
    .getByRole('button', { name: /Envoyer au service de prévention et de santé au travail/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', {
    name: 'Envoyer au service de prévention et de santé au travail',
  });
  await expect(dialog).toContainText(`AST Grand Lyon (${spstEmail})`);
  await shoot(page, 'spst-dialog', false);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => outboxTo(spstEmail).length).toBe(1);
  const mail = outboxTo(spstEmail)[0]!;
  expect(mail.subject).toContain('version 2');
  expect(mail.text).toMatch(/\/verifier\/[A-Z0-9-]+/);
  expect(mail.attachments?.[0]?.filename).toBe('DUERP_v2.pdf');
  const check = page.getByRole('region', { name: 'Prêt pour un contrôle ?' });
  await expect(check.getByText('Article L4121-3-1 VI')).toBeHidden();

  // The next version prints the sending in its history.
  await api(page, 'post', `/api/duerp/${doc.id}/generate`, {
    notesDeVersion: 'Après envoi',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  await page.reload();
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const downloadDialog = page.getByRole('dialog');
  if (await downloadDialog.isVisible())
    await downloadDialog
      .getByRole('button', { name: /Télécharger/ })
      .first()
      .click();
  const v3 = pdfText(await save(await pdfDownload, 'duties-v3.pdf'));
  expect(v3).toContain('Envois au service de prévention et de santé au travail');
  // A table cell breaks the address and the Message-ID anywhere: compared without spaces.
  expect(v3.replace(/\s+/g, '')).toContain(
    `EnvoyéparemailàASTGrandLyon(${spstEmail}),message${mail.messageId ?? ''}`.replace(
      'email',
      'e-mail',
    ),
  );

  // The extract for a former worker of « Bureaux » only.
  await page.getByRole('button', { name: 'Extrait pour un ancien salarié' }).click();
  const extract = page.getByRole('dialog', { name: 'Extrait pour un ancien salarié' });
  await extract.getByLabel('Du', { exact: true }).fill('2020-01-01');
  await extract.getByLabel('Au', { exact: true }).fill(todayInParis());
  await extract.getByRole('checkbox', { name: 'Bureaux' }).check();
  await shoot(page, 'extract-dialog', false);
  const extractDownload = page.waitForEvent('download');
  await extract.getByRole('button', { name: "Télécharger l'extrait" }).click();
  const text = pdfText(await save(await extractDownload, 'duties-extract.pdf'));
  expect(text).toContain('Unités de travail : Bureaux.');
  expect(text).toContain('Fatigue visuelle');
  expect(text).not.toContain('Atelier');
  expect(text).not.toContain('Glissade');
});
