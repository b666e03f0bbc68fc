import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument } from '../../../../test/helpers/duerp.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccount>>;
let doc: DuerpDocument;

const duplicate = (id: string, payload: Record<string, unknown>, auth = owner.auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/duplicate-unitedetravail`,
    headers: auth,
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccount(t);
  doc = await completeDocument(t, owner.auth);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/upsert-action-preventive-papripact`,
    headers: owner.auth,
    payload: {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r1',
      descriptionDeLaMesure: 'Tapis antidérapants',
      responsable: 'Claire Martin',
      budget: '300',
      date: '2027-03-01',
      statut: 'En cours',
    },
  });
  doc = res.json<DuerpDocument>();
});
afterAll(() => t.close());

describe("Dupliquer l'unité", () => {
  it('copies categories and rated risks under a new name and new ids, right after the original', async () => {
    const res = await duplicate(doc.id, { idUniteDeTravail: 'u1', displayName: 'Atelier 2' });
    expect(res.statusCode).toBe(200);
    const after = res.json<DuerpDocument>();
    expect(after.revision).toBe(doc.revision + 1);
    const [original, copy] = after.data.unitesDeTravail;
    expect(copy?.displayName).toBe('Atelier 2');
    expect(copy?.idUniteDeTravail).not.toBe(original?.idUniteDeTravail);
    expect(copy?.categorieDeRisques.map((c) => c.displayName)).toEqual(
      original?.categorieDeRisques.map((c) => c.displayName),
    );
    const copiedIds = new Set(copy?.categorieDeRisques.map((c) => c.idCategorie));
    expect(copy?.risques.every((r) => copiedIds.has(r.idCategorie))).toBe(true);
    expect(
      copy?.risques.map((r) => [r.displayName, r.evalGravite, r.evalFrequence, r.evalMaitrise]),
    ).toEqual(
      original?.risques.map((r) => [r.displayName, r.evalGravite, r.evalFrequence, r.evalMaitrise]),
    );
    expect(copy?.risques.map((r) => r.niveauDeRisqueValue)).toEqual(
      original?.risques.map((r) => r.niveauDeRisqueValue),
    );
    expect(
      copy?.risques.some((r) => original?.risques.some((o) => o.idRisque === r.idRisque)),
    ).toBe(false);
    expect(copy?.papripactActionsPreventives).toEqual([]);
    expect(original?.papripactActionsPreventives).toHaveLength(1);
  });

  it('copies the actions when asked, attached to the copied risks', async () => {
    const res = await duplicate(doc.id, {
      idUniteDeTravail: 'u1',
      displayName: 'Atelier 3',
      withActions: true,
    });
    expect(res.statusCode).toBe(200);
    const copy = res.json<DuerpDocument>().data.unitesDeTravail[1];
    expect(copy?.displayName).toBe('Atelier 3');
    const [action] = copy?.papripactActionsPreventives ?? [];
    expect(action?.descriptionDeLaMesure).toBe('Tapis antidérapants');
    expect(action?.idUniteDeTravail).toBe(copy?.idUniteDeTravail);
    const risk = copy?.risques.find((r) => r.idRisque === action?.idRisqueAssocie);
    expect(risk?.displayName).toBe('Risque r1');
  });

  it('refuses an empty name with a French 400', async () => {
    const res = await duplicate(doc.id, { idUniteDeTravail: 'u1', displayName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(
      'Le nom de la nouvelle unité est requis',
    );
  });

  it('answers 404 for an unknown unit and for another user', async () => {
    expect(
      (await duplicate(doc.id, { idUniteDeTravail: 'nope', displayName: 'X' })).statusCode,
    ).toBe(404);
    const other = await createAccount(t);
    const res = await duplicate(doc.id, { idUniteDeTravail: 'u1', displayName: 'X' }, other.auth);
    expect(res.statusCode).toBe(404);
  });
});
