import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain';
import { createAccount, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  categorie,
  documentWithRisks,
  evaluation,
  risqueInput,
} from '../../../test/helpers/duerp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
const call = (
  auth: Auth,
  method: 'POST' | 'DELETE',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { ...auth, ...headers }, payload: payload as object });
const unit = (doc: DuerpDocument) => doc.data.unitesDeTravail[0]!;

async function setup() {
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

describe('update-list-risques', () => {
  it('stores categories and risks, unevaluated', async () => {
    const { doc } = await setup();
    expect(unit(doc).categorieDeRisques.map((c) => c.displayName)).toEqual([
      'Chutes de plain-pied',
      'Bruit',
    ]);
    expect(unit(doc).risques.map((r) => [r.displayName, r.isRisqueEvalue])).toEqual([
      ['Glissade', false],
      ['Exposition au bruit', false],
      ['Acouphènes', false],
    ]);
    expect(doc.data.niveauDeRisqueTotalValue).toBeNull();
  });
  it('refuses two categories of the same name in a unit with 409', async () => {
    const { owner, doc } = await setup();
    const res = await call(owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Bruit'), categorie('c9', ' bruit ', true)],
      risques: [],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Une catégorie avec ce nom existe déjà');
  });
  it('refuses an unknown unit (404), a risk of an unknown category (400), an empty risk name (400)', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-list-risques`;
    const unknownUnit = await call(owner.auth, 'POST', url, {
      idUniteDeTravail: 'zz',
      categorieDeRisques: [],
      risques: [],
    });
    expect(unknownUnit.statusCode).toBe(404);
    expect(unknownUnit.json().message).toBe('Unité de travail introuvable.');
    const orphan = await call(owner.auth, 'POST', url, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [],
      risques: [risqueInput('r1', 'c1', 'Glissade')],
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe('Catégorie introuvable.');
    const blank = await call(owner.auth, 'POST', url, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'A')],
      risques: [risqueInput('r1', 'c1', '  ')],
    });
    expect(blank.json().message).toBe('Le nom du risque est requis');
  });
  it('keeps evaluations made meanwhile and deletes the actions of removed risks', async () => {
    const { owner, doc } = await setup();
    await call(
      owner.auth,
      'POST',
      `/api/duerp/${doc.id}/update-risque`,
      evaluation('r1', 'c1', 3, 3, 3),
    );
    await call(owner.auth, 'POST', `/api/duerp/${doc.id}/upsert-action-preventive-papripact`, {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r2',
      descriptionDeLaMesure: 'Casques antibruit',
      responsable: 'Chef d’atelier',
      budget: '',
      date: '2026-12-01',
      statut: 'À planifier',
    });
    // A stale list: renames r1, drops r2 (and with it its action) and the category c2's other risk stays.
    const res = await call(owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes de plain-pied'), categorie('c2', 'Bruit')],
      risques: [
        risqueInput('r1', 'c1', 'Glissade sur sol mouillé'),
        risqueInput('r3', 'c2', 'Acouphènes'),
      ],
    });
    const u = unit(res.json<DuerpDocument>());
    expect(u.risques[0]).toMatchObject({
      displayName: 'Glissade sur sol mouillé',
      evalGravite: 3,
      isRisqueEvalue: true,
      danger: 'Sol glissant',
    });
    expect(u.papripactActionsPreventives).toEqual([]);
  });
  it('deleting a category deletes its risks', async () => {
    const { owner, doc } = await setup();
    const res = await call(owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes de plain-pied')],
      risques: [risqueInput('r1', 'c1', 'Glissade')],
    });
    expect(unit(res.json<DuerpDocument>()).risques.map((r) => r.idRisque)).toEqual(['r1']);
  });
  it('answers 409 to a stale If-Match', async () => {
    const { owner, doc } = await setup();
    const body = { idUniteDeTravail: 'u1', categorieDeRisques: [], risques: [] };
    expect(
      (
        await call(owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, body, {
          'if-match': String(doc.revision - 1),
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, body, {
          'if-match': String(doc.revision),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('update-risque', () => {
  it('evaluates a risk, the unit and the document (one of each band)', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-risque`;
    await call(owner.auth, 'POST', url, evaluation('r1', 'c1', 1, 2, 1)); // 0.5 GREEN
    await call(owner.auth, 'POST', url, evaluation('r2', 'c2', 2, 2, 2)); // 2 YELLOW
    const res = await call(owner.auth, 'POST', url, evaluation('r3', 'c2', 4, 4, 4)); // 20 RED
    expect(res.statusCode).toBe(200);
    const updated = res.json<DuerpDocument>();
    expect(
      unit(updated).risques.map((r) => [r.niveauDeRisqueValue, r.niveauDeRisqueStatus]),
    ).toEqual([
      [0.5, 'GREEN'],
      [2, 'YELLOW'],
      [20, 'RED'],
    ]);
    expect(unit(updated).niveauDeRisqueValue).toBeCloseTo(22.5 / 3);
    expect(updated.data.niveauDeRisqueTotalStatus).toBe('RED');
  });
  it.each([
    ['0', 0],
    ['5', 5],
    ['2.5', 2.5],
    ['"3"', '3'],
    ['null', null],
  ])('refuses the criterion %s with the SPEC message', async (_label, value) => {
    const { owner, doc } = await setup();
    const res = await call(owner.auth, 'POST', `/api/duerp/${doc.id}/update-risque`, {
      ...evaluation('r1', 'c1', 2, 2, 2),
      evalGravite: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Veuillez évaluer tous les critères du risque avant de sauvegarder.',
    );
  });
  it('refuses a missing name or category, an unknown risk, category or unit', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-risque`;
    expect(
      (
        await call(owner.auth, 'POST', url, { ...evaluation('r1', 'c1', 2, 2, 2), displayName: '' })
      ).json().message,
    ).toBe('Le nom du risque est requis');
    expect(
      (
        await call(owner.auth, 'POST', url, { ...evaluation('r1', 'c1', 2, 2, 2), idCategorie: '' })
      ).json().message,
    ).toBe('La catégorie est requise');
    expect((await call(owner.auth, 'POST', url, evaluation('rX', 'c1', 2, 2, 2))).statusCode).toBe(
      404,
    );
    expect((await call(owner.auth, 'POST', url, evaluation('r1', 'cX', 2, 2, 2))).statusCode).toBe(
      400,
    );
    expect(
      (
        await call(owner.auth, 'POST', url, {
          ...evaluation('r1', 'c1', 2, 2, 2),
          idUniteDeTravail: 'uX',
        })
      ).statusCode,
    ).toBe(404);
  });
  it('keeps both of two concurrent evaluations of different risks', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-risque`;
    await Promise.all([
      call(owner.auth, 'POST', url, evaluation('r1', 'c1', 4, 4, 4)),
      call(owner.auth, 'POST', url, evaluation('r2', 'c2', 1, 1, 1)),
    ]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(
      unit(after.json<DuerpDocument>())
        .risques.filter((r) => r.isRisqueEvalue)
        .map((r) => r.idRisque)
        .sort(),
    ).toEqual(['r1', 'r2']);
  });
});

describe('PAPRIPACT', () => {
  it('toggles PAPRIPACT', async () => {
    const { owner, doc } = await setup();
    const url = `/api/duerp/${doc.id}/update-toggle-papripact`;
    expect(
      (await call(owner.auth, 'POST', url, { isPapripactEnabled: true })).json<DuerpDocument>().data
        .isPapripactEnabled,
    ).toBe(true);
    expect(
      (await call(owner.auth, 'POST', url, { isPapripactEnabled: false })).json<DuerpDocument>()
        .data.isPapripactEnabled,
    ).toBe(false);
    expect((await call(owner.auth, 'POST', url, { isPapripactEnabled: 'oui' })).statusCode).toBe(
      400,
    );
  });
  it('creates, updates and deletes a preventive action', async () => {
    const { owner, doc } = await setup();
    const upsert = `/api/duerp/${doc.id}/upsert-action-preventive-papripact`;
    const body = {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r1',
      descriptionDeLaMesure: 'Tapis antidérapants',
      responsable: 'Mme Durand',
      budget: '300 €',
      date: '2026-12-15',
      statut: 'À planifier',
    };
    const created = unit((await call(owner.auth, 'POST', upsert, body)).json<DuerpDocument>())
      .papripactActionsPreventives[0]!;
    expect(created).toMatchObject({ ...body });
    expect(created.idAction).toMatch(/^[0-9a-f-]{36}$/);
    const updated = unit(
      (
        await call(owner.auth, 'POST', upsert, {
          ...body,
          idAction: created.idAction,
          statut: 'En cours',
        })
      ).json<DuerpDocument>(),
    );
    expect(updated.papripactActionsPreventives).toHaveLength(1);
    expect(updated.papripactActionsPreventives[0]!.statut).toBe('En cours');
    const del = await call(
      owner.auth,
      'DELETE',
      `/api/duerp/${doc.id}/delete-action-preventive-papripact`,
      { idAction: created.idAction, idUniteDeTravail: 'u1' },
    );
    expect(unit(del.json<DuerpDocument>()).papripactActionsPreventives).toEqual([]);
    expect(
      (
        await call(
          owner.auth,
          'DELETE',
          `/api/duerp/${doc.id}/delete-action-preventive-papripact`,
          { idAction: created.idAction, idUniteDeTravail: 'u1' },
        )
      ).statusCode,
    ).toBe(404);
  });
  it.each([
    ['idRisqueAssocie', '', 'Le risque associé est requis'],
    ['descriptionDeLaMesure', ' ', 'La description de la mesure est requise'],
    ['responsable', '', 'Le responsable est requis'],
    ['date', '', 'La date est requise'],
    ['date', '2026-02-30', 'La date est invalide'],
    ['date', '0000-01-01', 'La date est invalide'],
    ['date', '15/12/2026', 'La date doit être au format AAAA-MM-JJ'],
    ['statut', 'Fini', 'Le statut est requis'],
  ])('refuses a bad %s with the SPEC message', async (field, value, message) => {
    const { owner, doc } = await setup();
    const body = {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r1',
      descriptionDeLaMesure: 'x',
      responsable: 'y',
      budget: '',
      date: '2026-12-15',
      statut: 'En cours',
      [field]: value,
    };
    const res = await call(
      owner.auth,
      'POST',
      `/api/duerp/${doc.id}/upsert-action-preventive-papripact`,
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('refuses an action on an unknown risk or an unknown action id', async () => {
    const { owner, doc } = await setup();
    const upsert = `/api/duerp/${doc.id}/upsert-action-preventive-papripact`;
    const body = {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'rX',
      descriptionDeLaMesure: 'x',
      responsable: 'y',
      budget: '',
      date: '2026-12-15',
      statut: 'En cours',
    };
    expect((await call(owner.auth, 'POST', upsert, body)).statusCode).toBe(404);
    expect(
      (
        await call(owner.auth, 'POST', upsert, {
          ...body,
          idRisqueAssocie: 'r1',
          idAction: 'inconnue',
        })
      ).statusCode,
    ).toBe(404);
  });
  it("answers 404 for another user's document on every write", async () => {
    const { doc } = await setup();
    const intruder = await createAccount(t);
    const writes: ['POST' | 'DELETE', string, unknown][] = [
      [
        'POST',
        'update-list-risques',
        { idUniteDeTravail: 'u1', categorieDeRisques: [], risques: [] },
      ],
      ['POST', 'update-risque', evaluation('r1', 'c1', 1, 1, 1)],
      ['POST', 'update-toggle-papripact', { isPapripactEnabled: true }],
      [
        'POST',
        'upsert-action-preventive-papripact',
        {
          idUniteDeTravail: 'u1',
          idRisqueAssocie: 'r1',
          descriptionDeLaMesure: 'x',
          responsable: 'y',
          budget: '',
          date: '2026-12-15',
          statut: 'En cours',
        },
      ],
      ['DELETE', 'delete-action-preventive-papripact', { idAction: 'a', idUniteDeTravail: 'u1' }],
    ];
    for (const [method, path, body] of writes) {
      expect(
        (await call(intruder.auth, method, `/api/duerp/${doc.id}/${path}`, body)).statusCode,
        path,
      ).toBe(404);
    }
  });
});
