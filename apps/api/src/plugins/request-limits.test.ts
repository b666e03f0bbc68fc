import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISQUES } from '@duerp/masterdata';
import { createAccount, createTestApp, type TestApp } from '../../test/helpers/test-app.js';
import {
  categorie,
  createDuerp,
  documentWithRisks,
  risqueInput,
  setUnits,
} from '../../test/helpers/duerp.js';
import { JSON_TOO_DEEP_MESSAGE, JSON_TOO_MANY_VALUES_MESSAGE } from '../lib/json-shape.js';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = (await createAccount(t)).auth;
});
afterAll(() => t.close());

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

const DANGER =
  'Charges lourdes manipulées plusieurs fois par heure, parfois au-dessus des épaules.';
const REMARQUES = 'Formation gestes et postures suivie par 8 salariés sur 12 ; chariot commandé.';

/** A unit holding the whole premade catalogue, as the risk step sends it (389 risks). */
function wholeCatalogue(idUniteDeTravail: string) {
  const categories = new Map<string, object>();
  const risques = RISQUES.map((premade, i) => {
    const idCategorie = `${idUniteDeTravail}-${premade.idPremadeCategorie}`;
    categories.set(idCategorie, {
      idCategorie,
      code: '',
      displayName: premade.idPremadeCategorie,
      isUserDefined: false,
    });
    return {
      idRisque: `${idUniteDeTravail}-r${i}`,
      idCategorie,
      code: premade.code,
      displayName: premade.displayName,
      danger: DANGER,
      remarques: REMARQUES,
      isUserDefined: false,
      infoSeuil: premade.infoSeuil ?? null,
    };
  });
  return { idUniteDeTravail, categorieDeRisques: [...categories.values()], risques };
}

describe('body size per route', () => {
  it('refuses a public body over its limit with 413 and a French message', async () => {
    const res = await post(
      '/api/public/account/info',
      JSON.stringify({ emailAddress: 'a@exemple.fr', bourrage: 'x'.repeat(20_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'La requête est trop volumineuse.' });
  });

  it('accepts two 5,000-character texts of 3-byte characters in an evaluation', async () => {
    const doc = await documentWithRisks(
      t,
      auth,
      [categorie('c1', 'Manutention')],
      [risqueInput('r1', 'c1', 'Port de charges')],
    );
    const res = await post(
      `/api/duerp/${doc.id}/update-risque`,
      JSON.stringify({
        idUniteDeTravail: 'u1',
        idRisque: 'r1',
        idCategorie: 'c1',
        displayName: 'Manutention',
        danger: '€'.repeat(5000),
        remarques: '€'.repeat(5000),
        evalGravite: 2,
        evalFrequence: 3,
        evalMaitrise: 1,
        isUserDefined: true,
        code: '',
      }),
      auth,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('accepts the largest legit list writes: a whole catalogue, 40 whole units', async () => {
    const doc = await createDuerp(t, auth);
    const units = Array.from({ length: 40 }, (_, u) => ({
      idUniteDeTravail: `u${u}`,
      displayName: `Unité de travail ${u + 1}`,
    }));
    expect((await setUnits(t, auth, doc.id, units)).statusCode).toBe(200);

    const catalogue = JSON.stringify(wholeCatalogue('u0'));
    expect(catalogue.length).toBeGreaterThan(200_000);
    const risks = await post(`/api/duerp/${doc.id}/update-list-risques`, catalogue, auth);
    expect(risks.statusCode, risks.body).toBe(200);

    // The unit list may carry each unit's risk data, ignored by the server.
    const wholeUnits = JSON.stringify({
      unitesDeTravail: units.map((unite) => ({
        ...unite,
        ...wholeCatalogue(unite.idUniteDeTravail),
        risques: wholeCatalogue(unite.idUniteDeTravail).risques.slice(0, 25),
        papripactActionsPreventives: [],
      })),
    });
    expect(wholeUnits.length).toBeGreaterThan(1_048_576);
    const list = await post(`/api/duerp/${doc.id}/update-list-unitesdetravail`, wholeUnits, auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ data: { unitesDeTravail: unknown[] } }>().data.unitesDeTravail).toHaveLength(
      40,
    );
  });
});

describe('JSON bombs', () => {
  it('refuses a body nested 30,000 deep with 400 before parsing it', async () => {
    const res = await post(
      '/api/public/contact',
      `{"emailAddress":${'['.repeat(30_000)}${']'.repeat(30_000)}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
  });

  it('refuses an object of 70,000 keys on a document route with 400', async () => {
    const doc = await createDuerp(t, auth);
    const keys = Array.from({ length: 70_000 }, (_, i) => `"k${i}":0`).join(',');
    const res = await post(`/api/duerp/${doc.id}/update-list-risques`, `{${keys}}`, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: JSON_TOO_MANY_VALUES_MESSAGE });
  });

  it('refuses more values than a small route needs', async () => {
    const res = await post(
      '/api/public/account/info',
      JSON.stringify({ emailAddress: 'a@exemple.fr', liste: Array(1100).fill(0) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: JSON_TOO_MANY_VALUES_MESSAGE });
  });
});
