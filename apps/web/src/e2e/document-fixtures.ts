/** A realistic document built through the API for the document journey (document.spec.ts). */
import { expect, type Page } from '@playwright/test';
import { anEntreprise } from '@duerp/domain/testing';
import { accessToken } from './support';

async function call<T>(
  page: Page,
  method: 'POST' | 'GET',
  path: string,
  data?: unknown,
): Promise<T> {
  // Read each time: the e2e server's access tokens live 35 s and the app refreshes them.
  const token = await accessToken(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
export const post = <T>(page: Page, path: string, data?: unknown) =>
  call<T>(page, 'POST', path, data);
export const get = <T>(page: Page, path: string) => call<T>(page, 'GET', path);

const risque = (
  idRisque: string,
  idCategorie: string,
  code: string,
  displayName: string,
  danger = '',
  remarques = '',
) => ({
  idRisque,
  idCategorie,
  code,
  displayName,
  danger,
  remarques,
  isUserDefined: false,
});

const RISQUES = {
  fournil: [
    risque(
      'r-glissade',
      'c-chutes',
      '1.10',
      'Glissade sur sol fariné',
      'Farine au sol',
      'Nettoyage en fin de service',
    ),
    risque('r-escabeau', 'c-chutes', '1.2', "Chute d'escabeau", 'Rangement en hauteur'),
    risque('r-bruit', 'c-bruit', '2.1', 'Bruit du pétrin'),
  ],
  boutique: [
    risque('r-cartons', 'c-charges', '3.1', 'Port de charges', 'Cartons de farine de 25 kg'),
  ],
};

/** Gravité, fréquence, maîtrise of each risk. */
export const EVALUATIONS: Record<string, [number, number, number]> = {
  'r-glissade': [2, 3, 2], // 3 Important
  'r-escabeau': [4, 2, 3], // 6 Critique
  'r-bruit': [2, 4, 1], // 2 Modéré
  'r-cartons': [2, 2, 2], // 2 Modéré
};

export async function evaluate(page: Page, id: string, idRisque: string, remarques?: string) {
  const unite = idRisque === 'r-cartons' ? 'u-boutique' : 'u-fournil';
  const base = [...RISQUES.fournil, ...RISQUES.boutique].find((r) => r.idRisque === idRisque)!;
  const [evalGravite, evalFrequence, evalMaitrise] = EVALUATIONS[idRisque]!;
  await post(page, `/api/duerp/${id}/update-risque`, {
    ...base,
    ...(remarques === undefined ? {} : { remarques }),
    idUniteDeTravail: unite,
    evalGravite,
    evalFrequence,
    evalMaitrise,
  });
}

/**
 * A bakery with two units, four risks, PAPRIPACT on with one action; every risk evaluated but
 * 'Bruit du pétrin', so that step 7 still has one problem to show.
 */
export async function createAlmostCompleteDuerp(page: Page): Promise<string> {
  const { id } = await post<{ id: string }>(page, '/api/duerp/create');
  await post(
    page,
    `/api/duerp/${id}/update-infosentreprise`,
    anEntreprise({ secteurDActivite: 'Boulangerie' }),
  );
  await post(page, `/api/duerp/${id}/update-list-unitesdetravail`, {
    unitesDeTravail: [
      { idUniteDeTravail: 'u-fournil', displayName: 'Fournil' },
      { idUniteDeTravail: 'u-boutique', displayName: 'Boutique' },
    ],
  });
  await post(page, `/api/duerp/${id}/update-list-risques`, {
    idUniteDeTravail: 'u-fournil',
    categorieDeRisques: [
      {
        idCategorie: 'c-chutes',
        code: '01',
        displayName: 'Chutes de plain-pied et de hauteur',
        isUserDefined: false,
      },
      { idCategorie: 'c-bruit', code: '02', displayName: 'Bruit', isUserDefined: false },
    ],
    risques: RISQUES.fournil,
  });
  await post(page, `/api/duerp/${id}/update-list-risques`, {
    idUniteDeTravail: 'u-boutique',
    categorieDeRisques: [
      {
        idCategorie: 'c-charges',
        code: '03',
        displayName: 'Manutention manuelle',
        isUserDefined: false,
      },
    ],
    risques: RISQUES.boutique,
  });
  for (const idRisque of ['r-glissade', 'r-escabeau', 'r-cartons'])
    await evaluate(page, id, idRisque);
  await post(page, `/api/duerp/${id}/update-toggle-papripact`, { isPapripactEnabled: true });
  await post(page, `/api/duerp/${id}/upsert-action-preventive-papripact`, {
    idUniteDeTravail: 'u-fournil',
    idRisqueAssocie: 'r-escabeau',
    descriptionDeLaMesure: 'Installer un escabeau à plateforme avec garde-corps',
    responsable: 'Claire Martin',
    budget: '180 €',
    date: '2026-09-30',
    statut: 'En cours',
  });
  return id;
}

/** Buys the standard plan for the document through the test provider: full access. */
export async function buyStandardPlan(page: Page, id: string): Promise<void> {
  const profile = await post<{ id: string }>(page, '/api/myaccount/mybillingprofiles/upsert', {
    name: 'SARL Boulangerie Martin',
    line1: '12 rue des Lilas',
    postalCode: '69003',
    city: 'Lyon',
    country: 'FR',
  });
  const origin = new URL(page.url()).origin;
  const { checkoutUrl } = await post<{ checkoutUrl: string }>(page, '/api/payment/init', {
    planId: 'SUBPLAN_STANDARD',
    billingProfileId: profile.id,
    duerpDocId: id,
    successUrl: `${origin}/after-payment?duerpId=${id}&subscriptionId={SUBSCRIPTION_ID}`,
    cancelUrl: `${origin}/duerps/${id}`,
  });
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('heading', { name: 'Paiement réussi !' })).toBeVisible();
}
