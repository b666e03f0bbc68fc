/** What the risk journey's steps share (risks.spec.ts): its names, its document, its locators. */
import { expect, type Locator, type Page } from '@playwright/test';
import { accessToken } from '../support';
import { dismissToasts } from '../duerp-helpers';

export const GAZ = 'Gaz anesthésiques, fixateurs et agents de stérilisation';
export const INHALATION = /^Inhalation de gaz anesthésiques/;
export const FORMOL = /^Exposition au formaldéhyde/;
export const IRRITATION = /^Irritation respiratoire et cutanée/;
export const CUSTOM_CATEGORY = 'Organisation du bloc';
export const CUSTOM_RISK = 'Gardes de nuit prolongées';
export const FATIGUE = /^Fatigue visuelle \(yeux secs/;

/** A draft with its company (veterinary, 60 employees: PAPRIPACT mandatory) and two units. */
export async function createDocumentWithUnits(page: Page): Promise<string> {
  const post = async <T>(path: string, data?: unknown) => {
    const token = await accessToken(page);
    const response = await page.request.post(path, {
      headers: { Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${path} : ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const { id } = await post<{ id: string }>('/api/duerp/create');
  await post(`/api/duerp/${id}/update-infosentreprise`, {
    nom: 'Clinique vétérinaire des Tilleuls',
    siret: '73282932000074',
    secteurDActivite: 'Vétérinaire',
    isSecteurPublic: false,
    adresse: '4 allée des Tilleuls, 69003 Lyon',
    nomDuRepresentantLegal: 'Claire Martin',
    nombreEmployes: 60,
    isEtablissement: false,
    nomDeLEtablissement: '',
  });
  await post(`/api/duerp/${id}/update-list-unitesdetravail`, {
    unitesDeTravail: [
      { idUniteDeTravail: 'u-bloc', displayName: 'Bloc chirurgical' },
      { idUniteDeTravail: 'u-accueil', displayName: 'Accueil' },
    ],
  });
  return id;
}

export const stepTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Scores a risk through the evaluation modal: stored levels, the maîtrise shown reversed. */
export async function evaluate(
  page: Page,
  risk: RegExp | string,
  gravite: string,
  frequence: string,
  maitrise: string,
  expected: { value: string; band: string },
) {
  await dismissToasts(page);
  await page.getByRole('button', { name: risk }).click();
  const dialog = page.getByRole('dialog', { name: 'Évaluer le risque' });
  await dialog
    .getByRole('radiogroup', { name: 'Gravité' })
    .getByText(gravite, { exact: true })
    .click();
  await dialog
    .getByRole('radiogroup', { name: 'Fréquence' })
    .getByText(frequence, { exact: true })
    .click();
  await dialog
    .getByRole('radiogroup', { name: 'Maîtrise' })
    .getByText(maitrise, { exact: true })
    .click();
  await expect(dialog.getByText(expected.value, { exact: true })).toBeVisible();
  await expect(dialog.getByText(expected.band, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: "Enregistrer l'évaluation" }).click();
  await expect(page.getByText('Risque évalué avec succès !')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A step 5 risk card: its accessible name starts with the risk's name (step 4's buttons don't). */
export const riskCard = (page: Page, name: RegExp | string): Locator =>
  page.getByRole('button', {
    name:
      typeof name === 'string'
        ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
        : name,
  });

export const stepLinks = (page: Page) => page.getByRole('navigation', { name: 'Étapes du DUERP' });
export const premadeDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Ajouter des risques prédéfinis' });
export const evaluationProgress = (page: Page) =>
  page.getByRole('region', { name: "Avancement de l'évaluation" });
export const papripactSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Activer le PAPRIPACT' });
export const blocActions = (page: Page) =>
  page.getByRole('list', { name: 'Actions préventives : Bloc chirurgical' });
