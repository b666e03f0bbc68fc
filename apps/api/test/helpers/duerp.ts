import type { DuerpDocument } from '@duerp/domain';
import type { TestApp } from './test-app.js';

type Auth = { authorization: string };

export const VALID_ENTREPRISE = {
  nom: 'Boulangerie Martin',
  siret: '73282932000074',
  secteurDActivite: 'Commerce',
  isSecteurPublic: false,
  adresse: '12 rue des Lilas, 69003 Lyon',
  nomDuRepresentantLegal: 'Claire Martin',
  nombreEmployes: 12,
  isEtablissement: false,
  nomDeLEtablissement: '',
};

export async function createDuerp(t: TestApp, auth: Auth): Promise<DuerpDocument> {
  const res = await t.app.inject({ method: 'POST', url: '/api/duerp/create', headers: auth });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<DuerpDocument>();
}

export async function setUnits(
  t: TestApp,
  auth: Auth,
  id: string,
  units: { idUniteDeTravail: string; displayName: string }[],
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/update-list-unitesdetravail`,
    headers: { ...auth, ...headers },
    payload: { unitesDeTravail: units },
  });
}
