import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createFinalisedDuerp } from './api-fixtures';
import { DESKTOP, dismissToasts, PDFS, SCREENS, shoot } from './duerp-helpers';
import { accessToken, mailsTo, signUp, uniqueEmail } from './support';

/** A call to the API with the page's session, extra headers allowed. */
async function api<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  headers = {},
) {
  const token = await accessToken(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...headers },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function newPerson(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESKTOP })).newPage();
}

test('the radar over three espaces, « Relancer » received by the client, the inspection pack read back', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const clientEmail = uniqueEmail('client');
  const consultantEmail = uniqueEmail('consultant');

  // The client: a 60-employee document, and the consultant invited as Éditeur.
  await signUp(page, clientEmail);
  const doc = await createFinalisedDuerp(page, { nombreEmployes: 60 });
  const [clientEspace] = await api<{ id: string }[]>(page, 'GET', '/api/espaces');
  await api(page, 'POST', `/api/espaces/${clientEspace!.id}/invitations`, {
    email: consultantEmail,
    role: 'editeur',
  });

  // The consultant: joins the client's espace and holds a second one of their own.
  const consultant = await newPerson(browser);
  await signUp(consultant, consultantEmail);
  await expect.poll(() => mailsTo(consultantEmail).length).toBe(1);
  const token = /invitation\?token=([\w-]+)/.exec(mailsTo(consultantEmail)[0]!.text)![1];
  await api(consultant, 'POST', '/api/espaces/invitations/accept', { token });
  const cabinet = await api<{ id: string }>(consultant, 'POST', '/api/espaces', {
    name: 'Cabinet Zèbre',
  });
  await api(consultant, 'POST', '/api/duerp/create', undefined, { 'X-Espace-Id': cabinet.id });
  await api(consultant, 'POST', '/api/duerp/create');

  // « Mes espaces »: a compliance line per espace, and the way to the radar.
  await consultant.goto('/espaces');
  const clientCard = consultant.getByRole('article', { name: `Espace de ${clientEmail}` });
  await expect(clientCard).toContainText('Prêt pour un contrôle ?');
  await expect(clientCard).toContainText(/Manquement : \d+/);
  await consultant.getByRole('link', { name: 'Radar de conformité' }).click();
  await expect(consultant).toHaveURL(/\/espaces\/radar$/);
  await expect(
    consultant.getByRole('heading', { level: 1, name: 'Radar de conformité' }),
  ).toBeVisible();
  const rows = consultant
    .getByRole('listitem')
    .filter({ has: consultant.getByRole('heading', { level: 2 }) });
  await expect(rows).toHaveCount(3);
  await expect(consultant.getByText('3 DUERP sur 3')).toBeVisible();
  await shoot(consultant, 'radar');

  // Filters: by espace, then by words.
  await expect(consultant.getByLabel('Espace', { exact: true }).getByRole('option')).toHaveCount(4);
  await consultant.getByLabel('Espace', { exact: true }).selectOption({ label: 'Cabinet Zèbre' });
  await expect(consultant.getByText('1 DUERP sur 3')).toBeVisible();
  await consultant
    .getByLabel('Espace', { exact: true })
    .selectOption({ label: 'Tous les espaces' });
  await consultant.getByLabel('Rechercher').fill('boulangerie');
  await expect(rows).toHaveCount(1);

  // « Relancer »: asked first, then one mail to the client, and a second click sends nothing.
  const row = rows.filter({ hasText: 'Boulangerie Martin' });
  await row.getByRole('button', { name: 'Relancer' }).click();
  const confirm = consultant.getByRole('dialog', { name: 'Relancer les Propriétaires ?' });
  await expect(confirm).toContainText(`« Espace de ${clientEmail} »`);
  await confirm.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(
    consultant.getByText('Demande de mise à jour envoyée aux Propriétaires.'),
  ).toBeVisible();
  await expect.poll(() => mailsTo(clientEmail).length).toBe(1);
  const mail = mailsTo(clientEmail)[0]!;
  expect(mail.subject).toBe(
    `Mise à jour annuelle des DUERP de l’espace « Espace de ${clientEmail} »`,
  );
  expect(mail.text).toContain('« Boulangerie Martin »');
  await dismissToasts(consultant);
  await row.getByRole('button', { name: 'Relancer' }).click();
  await confirm.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(consultant.getByText(/Une relance a déjà été envoyée/)).toBeVisible();
  expect(mailsTo(clientEmail)).toHaveLength(1);

  // The client's check, and « Dossier pour un contrôle » downloaded and read back.
  await page.goto(`/duerps/${doc.id}`);
  const check = page.getByRole('region', { name: 'Prêt pour un contrôle ?' });
  await expect(check.getByText('Article L4121-3-1 VI')).toBeVisible();
  await check.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/controle-check-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await check.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/controle-check-375.png` });
  await page.setViewportSize(DESKTOP);
  const downloaded = page.waitForEvent('download');
  await check.getByRole('button', { name: 'Télécharger le dossier (PDF)' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^DUERP_dossier_controle_\d{4}-\d{2}-\d{2}\.pdf$/);
  mkdirSync(PDFS, { recursive: true });
  const file = `${PDFS}/dossier-controle.pdf`;
  await download.saveAs(file);
  const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-']).toString();
  expect(firstPage).toContain('Dossier pour un contrôle');
  expect(firstPage).toContain('Boulangerie Martin');
  expect(firstPage).toContain('article L4121-3-1 VI');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    file,
    `${SCREENS}/dossier-controle-page`,
  ]);
});
