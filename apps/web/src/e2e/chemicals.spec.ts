import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHEMICALS_SECTION_TITLE, CMR_SUMMARY_TITLE } from '@duerp/domain/presentation';
import { createFinalisedDuerp } from './api-fixtures';
import { buyStandardPlan } from './document-fixtures';
import { dismissToasts, PDFS, shoot } from './duerp-helpers';
import { fdsPdf, type FdsSheet } from './fds-fixtures';
import { accessToken, expectAccessible, signUp, uniqueEmail } from './support';

/** The garage's three products; the degreaser is a proven CMR (H350, H340). */
const SHEETS: (FdsSheet & { unit: string; pictograms: string[] })[] = [
  {
    nom: 'Dégraissant Moteur DX 500',
    fournisseur: 'Chimie Atelier SAS',
    revision: '12/03/2025',
    section2: ['H225', 'H304', 'H315', 'H340', 'H350', 'H411'],
    section3: ['H361d', 'H373'],
    unit: 'Atelier',
    pictograms: ['Inflammable', 'Danger grave pour la santé', 'Dangereux pour l’environnement'],
  },
  {
    nom: 'Liquide de refroidissement Glycol+',
    fournisseur: 'AutoFluides',
    revision: '02/09/2024',
    section2: ['H302', 'H373'],
    section3: ['H319'],
    unit: 'Atelier',
    pictograms: ['Irritant, nocif, sensibilisant', 'Danger grave pour la santé'],
  },
  {
    nom: 'Nettoyant freins BR 12',
    fournisseur: 'Freinpro',
    revision: '20/01/2026',
    section2: ['H225', 'H315', 'H336', 'H411'],
    section3: ['H304'],
    unit: 'Carrosserie',
    pictograms: ['Inflammable', 'Irritant, nocif, sensibilisant', 'Dangereux pour l’environnement'],
  },
];

const isoOf = (frenchDay: string) => frenchDay.split('/').reverse().join('-');

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data,
  });
  expect(response.ok(), `${path} : ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });

/** « Ajouter un produit », then its sheet sent and its section 2's codes retained. */
async function addFromSheet(page: Page, sheet: (typeof SHEETS)[number], oneByOne: boolean) {
  await page.getByRole('button', { name: 'Ajouter un produit' }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter un produit' });
  await form.getByLabel('Nom commercial').fill(sheet.nom);
  await form.getByLabel('Fournisseur').fill(sheet.fournisseur);
  await form.getByLabel('Quantité').fill('5 L par mois');
  await form.getByLabel("Fréquence d'utilisation").selectOption('hebdomadaire');
  await form.getByRole('checkbox', { name: sheet.unit }).check();
  for (const name of sheet.pictograms) await form.getByRole('button', { name }).click();
  if (oneByOne) {
    // The CMR class follows the codes as they are typed; the sheet's will be retained below.
    await form.getByLabel('Mentions de danger (H…)').fill('h350');
    await form.getByLabel('Mentions de danger (H…)').press('Enter');
    await expect(form.getByText(/Classement CMR/)).toContainText('CMR avéré');
    await shoot(page, 'chemicals-product-form', false);
    await form.getByRole('button', { name: 'Retirer H350' }).click();
    await expect(form.getByText(/Classement CMR/)).toContainText('non CMR');
  }
  await form.getByRole('button', { name: 'Ajouter le produit' }).click();
  await expect(form).toBeHidden();

  await card(page, sheet.nom).getByRole('button', { name: 'Envoyer la FDS' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Fiche de données de sécurité`) });
  await dialog.getByLabel('Fichier PDF de la fiche').setInputFiles({
    name: `FDS ${sheet.nom}.pdf`,
    mimeType: 'application/pdf',
    buffer: await fdsPdf(sheet),
  });
  const found = dialog.getByRole('region', {
    name: 'Mentions de danger trouvées dans la rubrique 2',
  });
  for (const code of sheet.section2) {
    await expect(found.getByRole('button', { name: `Retenir ${code}` })).toBeVisible();
  }
  for (const code of sheet.section3) await expect(found.getByText(code)).toHaveCount(0);
  if (oneByOne) {
    await shoot(page, 'chemicals-fds-suggestions', false);
    for (const code of sheet.section2)
      await found.getByRole('button', { name: `Retenir ${code}` }).click();
  } else {
    await found.getByRole('button', { name: 'Tout retenir' }).click();
  }
  await dialog.getByLabel('Date de révision de la FDS').fill(isoOf(sheet.revision));
  await dialog.getByRole('button', { name: /mention\(s\) et enregistrer/ }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, sheet.nom).getByText(sheet.section2.join(', '))).toBeVisible();
}

test('a garage adds three products from their safety data sheets, records a substitution attempt and a worker exposed to the CMR one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, uniqueEmail('garage'));
  const doc = await createFinalisedDuerp(page, {
    nom: 'Garage des Forges',
    secteurDActivite: 'Garage',
  });
  await post(page, `/api/duerp/${doc.id}/update-list-unitesdetravail`, {
    unitesDeTravail: [
      { idUniteDeTravail: 'u1', displayName: 'Atelier' },
      { idUniteDeTravail: 'u2', displayName: 'Carrosserie' },
    ],
  });
  // A version needs a rated risk in every unit.
  const risk = { idRisque: 'r9', idCategorie: 'c9', code: '', isUserDefined: true };
  await post(page, `/api/duerp/${doc.id}/update-list-risques`, {
    idUniteDeTravail: 'u2',
    categorieDeRisques: [
      { idCategorie: 'c9', code: '', displayName: 'Produits chimiques', isUserDefined: true },
    ],
    risques: [{ ...risk, displayName: 'Inhalation de solvants', danger: '', remarques: '' }],
  });
  await post(page, `/api/duerp/${doc.id}/update-risque`, {
    ...risk,
    idUniteDeTravail: 'u2',
    displayName: 'Inhalation de solvants',
    danger: 'Nettoyant freins en aérosol',
    remarques: '',
    evalGravite: 2,
    evalFrequence: 2,
    evalMaitrise: 2,
  });

  // From « Mes espaces », the espace's « Produits chimiques ».
  await page.goto('/espaces');
  await page.getByRole('link', { name: 'Produits chimiques' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Produits chimiques' })).toBeVisible();
  await expect(page.getByText('Aucun produit chimique enregistré')).toBeVisible();
  await expectAccessible(page);

  await addFromSheet(page, SHEETS[0]!, true);
  await addFromSheet(page, SHEETS[1]!, false);
  await addFromSheet(page, SHEETS[2]!, false);

  const degreaser = card(page, SHEETS[0]!.nom);
  await expect(degreaser.getByText('CMR avéré')).toBeVisible();
  await expect(degreaser.getByText('CMR sans recherche de substitution')).toBeVisible();
  for (const name of SHEETS[0]!.pictograms) {
    await expect(degreaser.getByRole('img', { name })).toBeVisible();
  }
  await expect(card(page, SHEETS[1]!.nom).getByText('CMR avéré')).toHaveCount(0);

  // The substitution log: an attempt asked of the supplier, with his answer attached.
  await degreaser.getByRole('button', { name: /Recherche de substitution/ }).click();
  const log = page.getByRole('dialog', { name: /Recherche de substitution/ });
  await expect(log.getByText('Aucune démarche de substitution enregistrée.')).toBeVisible();
  await log
    .getByRole('textbox', { name: 'Démarche', exact: true })
    .fill('Demande au fournisseur d’un dégraissant aqueux sans CMR');
  await log.getByLabel('Résultat').selectOption('en-cours');
  await log.getByRole('button', { name: 'Ajouter la démarche' }).click();
  await expect(
    log.getByText('Demande au fournisseur d’un dégraissant aqueux sans CMR'),
  ).toBeVisible();
  await log.getByLabel(/Joindre un fichier/).setInputFiles({
    name: 'reponse-fournisseur.pdf',
    mimeType: 'application/pdf',
    buffer: await fdsPdf({ ...SHEETS[0]!, nom: 'Réponse du fournisseur' }),
  });
  await expect(log.getByRole('button', { name: /^reponse-fournisseur\.pdf/ })).toBeVisible();
  await log.getByRole('button', { name: 'Fermer' }).click();
  await expect(degreaser.getByText('CMR sans recherche de substitution')).toHaveCount(0);
  await dismissToasts(page);
  await shoot(page, 'chemicals-register');

  // The exposure list: one worker, then the sending to the SPST.
  await page.getByRole('tab', { name: 'Exposés aux CMR' }).click();
  await page
    .getByRole('button', { name: `Ajouter un travailleur exposé à ${SHEETS[0]!.nom}` })
    .click();
  const exposure = page.getByRole('dialog', { name: 'Ajouter un travailleur exposé' });
  await exposure.getByLabel('Travailleur').fill('Marc Petit');
  await exposure.getByLabel('Poste (facultatif)').fill('Mécanicien');
  await exposure.getByLabel("Nature de l'exposition").fill('Dégraissage des moteurs au pinceau');
  await exposure.getByLabel('Durée').fill('2 h par semaine');
  await exposure.getByLabel('Degré').fill('Moyen, sous aspiration');
  await exposure.getByLabel('Début (facultatif)').fill('2026-01-05');
  await exposure.getByRole('button', { name: 'Ajouter à la liste' }).click();
  await expect(exposure).toBeHidden();
  await expect(page.getByText('Marc Petit')).toBeVisible();
  await page.getByLabel('Destinataire').fill('AST Grand Lyon');
  await page.getByRole('button', { name: 'Enregistrer un envoi' }).click();
  await expect(page.getByText(/: AST Grand Lyon/)).toBeVisible();
  await shoot(page, 'chemicals-exposures');

  // The anonymised list for the CSE: the exposure without the worker's name or post.
  const cse = page.getByRole('link', { name: /Liste anonymisée pour le CSE/ });
  const [listPage] = await Promise.all([page.context().waitForEvent('page'), cse.click()]);
  await expect(listPage.getByText('Dégraissage des moteurs au pinceau')).toBeVisible();
  await expect(listPage.getByText('1 travailleur exposé', { exact: false })).toBeVisible();
  await expect(listPage.getByText('Marc Petit')).toHaveCount(0);
  await expect(listPage.getByText('Mécanicien')).toHaveCount(0);
  await listPage.close();

  // A new version of the DUERP prints the inventory and the anonymised CMR list.
  await buyStandardPlan(page, doc.id);
  const version = await post<{ id: string }>(page, `/api/duerp/${doc.id}/generate`, {
    notesDeVersion: 'Produits chimiques',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  const pdf = await page.request.get(`/api/duerp/${doc.id}/versions/${version.id}/download`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(pdf.ok()).toBe(true);
  mkdirSync(PDFS, { recursive: true });
  const file = join(PDFS, 'DUERP_chemicals.pdf');
  writeFileSync(file, await pdf.body());
  execFileSync('pdftoppm', ['-r', '60', '-png', file, file.replace(/\.pdf$/, '')]);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain(CHEMICALS_SECTION_TITLE);
  // A long name wraps in its table cell: each product is found by a part that holds on one line.
  for (const name of ['Dégraissant Moteur DX 500', 'Glycol+', 'Nettoyant freins BR 12']) {
    expect(text).toContain(name);
  }
  expect(text).toContain(CMR_SUMMARY_TITLE);
  expect(text).toContain('1 travailleur Dégraissage des moteurs');
  expect(text).not.toContain('Marc Petit');
  expect(text).not.toContain('Mécanicien');
});
