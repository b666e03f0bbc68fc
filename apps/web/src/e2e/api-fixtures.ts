import { expect, type Page } from '@playwright/test';
import { anEntreprise } from '@duerp/domain/testing';
import { accessToken } from './support';

/**
 * Documents prepared through the API with the signed-in user's token, so that a journey does not
 * depend on the editor's screens.
 */
interface Created {
  id: string;
  displayName: string;
}

const ENTREPRISE = anEntreprise();

async function post<T>(page: Page, path: string, data?: unknown): Promise<T> {
  // Read each time: the e2e server's access tokens live 35 s and the app refreshes them.
  const token = await accessToken(page);
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${path} : ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A new document, still a draft (no version). */
export async function createDraftDuerp(page: Page): Promise<Created> {
  return post<Created>(page, '/api/duerp/create');
}

/** A complete document with one generated version: PAYMENT_NEEDED on the free plan. */
export async function createFinalisedDuerp(
  page: Page,
  entreprise: Partial<typeof ENTREPRISE> = {},
): Promise<Created> {
  const { id } = await createDraftDuerp(page);
  await post(page, `/api/duerp/${id}/update-infosentreprise`, { ...ENTREPRISE, ...entreprise });
  await post(page, `/api/duerp/${id}/update-list-unitesdetravail`, {
    unitesDeTravail: [{ idUniteDeTravail: 'u1', displayName: 'Atelier' }],
  });
  await post(page, `/api/duerp/${id}/update-list-risques`, {
    idUniteDeTravail: 'u1',
    categorieDeRisques: [
      { idCategorie: 'c1', code: '', displayName: 'Chutes', isUserDefined: false },
    ],
    risques: [
      {
        idRisque: 'r1',
        idCategorie: 'c1',
        code: '',
        displayName: 'Glissade',
        danger: '',
        remarques: '',
        isUserDefined: false,
      },
    ],
  });
  const document = await post<Created>(page, `/api/duerp/${id}/update-risque`, {
    idUniteDeTravail: 'u1',
    idRisque: 'r1',
    idCategorie: 'c1',
    displayName: 'Glissade',
    danger: 'Sol glissant',
    remarques: '',
    evalGravite: 2,
    evalFrequence: 3,
    evalMaitrise: 2,
    isUserDefined: false,
    code: '',
  });
  await post(page, `/api/duerp/${id}/generate`, {
    notesDeVersion: '',
    displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
  });
  return document;
}
