import type { DuerpDocument, MesureChoisie } from '@duerp/domain/duerp';
import { aCategorie, anEntreprise } from '@duerp/domain/testing';
import { createAccount, type TestApp } from './test-app.js';

type Auth = { authorization: string };

export const VALID_ENTREPRISE = anEntreprise();

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

export const categorie = (idCategorie: string, displayName: string, isUserDefined = false) =>
  aCategorie(idCategorie, '', displayName, { isUserDefined });

export const risqueInput = (idRisque: string, idCategorie: string, displayName: string) => ({
  idRisque,
  idCategorie,
  code: '',
  displayName,
  danger: '',
  remarques: '',
  isUserDefined: false,
});

/** A document with one unit 'u1' holding categories and risks. */
export async function documentWithRisks(
  t: TestApp,
  auth: Auth,
  categories: ReturnType<typeof categorie>[],
  risques: ReturnType<typeof risqueInput>[],
): Promise<DuerpDocument> {
  const doc = await createDuerp(t, auth);
  await setUnits(t, auth, doc.id, [{ idUniteDeTravail: 'u1', displayName: 'Atelier' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-list-risques`,
    headers: auth,
    payload: { idUniteDeTravail: 'u1', categorieDeRisques: categories, risques },
  });
  if (res.statusCode !== 200) throw new Error(`update-list-risques failed: ${res.body}`);
  return res.json<DuerpDocument>();
}

/** Units 'u1' (Atelier: category c1, risk r1) and 'u2' (Bureaux, empty), in that order. */
export async function twoUnitDocument(t: TestApp, auth: Auth): Promise<DuerpDocument> {
  const doc = await createDuerp(t, auth);
  await setUnits(t, auth, doc.id, [
    { idUniteDeTravail: 'u1', displayName: 'Atelier' },
    { idUniteDeTravail: 'u2', displayName: 'Bureaux' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-list-risques`,
    headers: auth,
    payload: {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes')],
      risques: [risqueInput('r1', 'c1', 'Glissade')],
    },
  });
  if (res.statusCode !== 200) throw new Error(`update-list-risques failed: ${res.body}`);
  return res.json<DuerpDocument>();
}

export const evaluation = (
  idRisque: string,
  idCategorie: string,
  g: number,
  f: number,
  m: number,
) => ({
  idUniteDeTravail: 'u1',
  idRisque,
  idCategorie,
  displayName: `Risque ${idRisque}`,
  danger: 'Sol glissant',
  remarques: '',
  evalGravite: g,
  evalFrequence: f,
  evalMaitrise: m,
  isUserDefined: false,
  code: '',
});

/** A document ready to be validated: company, one unit, two evaluated risks. */
export async function completeDocument(t: TestApp, auth: Auth): Promise<DuerpDocument> {
  const doc = await documentWithRisks(
    t,
    auth,
    [categorie('c1', 'Chutes de plain-pied'), categorie('c2', 'Bruit')],
    [
      risqueInput('r1', 'c1', 'Glissade sur sol mouillé'),
      risqueInput('r2', 'c2', 'Exposition au bruit des machines'),
    ],
  );
  await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-infosentreprise`,
    headers: auth,
    payload: VALID_ENTREPRISE,
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-risque`,
    headers: auth,
    payload: evaluation('r1', 'c1', 2, 3, 2),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-risque`,
    headers: auth,
    payload: evaluation('r2', 'c2', 3, 4, 3),
  });
  return res.json<DuerpDocument>();
}

/** Adds the action "Capotage des machines" on risk r2 of unit u1 (completeDocument's) and answers the document. */
export async function addCapotageAction(
  t: TestApp,
  auth: Auth,
  id: string,
): Promise<DuerpDocument> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/upsert-action-preventive-papripact`,
    headers: auth,
    payload: {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r2',
      descriptionDeLaMesure: 'Capotage des machines',
      responsable: 'Claire Martin',
      budget: '2 400 €',
      date: '2027-03-15',
      statut: 'En cours',
    },
  });
  if (res.statusCode !== 200) throw new Error(`upsert-action failed: ${res.body}`);
  return res.json<DuerpDocument>();
}

export async function generate(t: TestApp, auth: Auth, id: string, notesDeVersion = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/generate`,
    headers: auth,
    payload: {
      notesDeVersion,
      displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
    },
  });
}

/** An account and its document: unit u1 with c1 "Chutes de plain-pied" (r1) and c2 "Bruit" (r2, r3). */
export async function threeRiskDocument(t: TestApp) {
  const owner = await createAccount(t);
  const doc = await documentWithRisks(
    t,
    owner.auth,
    [categorie('c1', 'Chutes de plain-pied'), categorie('c2', 'Bruit')],
    [
      risqueInput('r1', 'c1', 'Glissade'),
      risqueInput('r2', 'c2', 'Exposition au bruit'),
      risqueInput('r3', 'c2', 'Acouphènes'),
    ],
  );
  return { owner, doc };
}

/** A write of `auth` with a JSON body and extra headers (If-Match…). */
export const writeAs = (
  t: TestApp,
  auth: Auth,
  method: 'POST' | 'DELETE',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { ...auth, ...headers }, payload: payload as object });

/** Turns the document's PAPRIPACT on or off: the smallest write that changes a document. */
export const togglePapripact = (t: TestApp, auth: Auth, id: string, value: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/update-toggle-papripact`,
    headers: auth,
    payload: { isPapripactEnabled: value },
  });

/** A proposed measure as a risk stores it once answered (issue 41): a collective protection. */
export const mesureChoisie = (
  idMesure: string,
  texte = 'Poser un revêtement de sol antidérapant',
  etat: MesureChoisie['etat'] = 'en-place',
): MesureChoisie => ({ idMesure, texte, principe: 4, nature: 'technique', article: null, etat });
