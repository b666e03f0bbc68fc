/** The units of a document: the list written whole, its conflicts and concurrent writes. */
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  createDuerp,
  setUnits,
  twoUnitDocument,
  VALID_ENTREPRISE,
} from '../../../../test/helpers/duerp.js';

const t = useTestApp();

describe('update-list-unitesdetravail', () => {
  it('adds, renames, reorders and deletes units', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    let res = await setUnits(t, owner.auth, doc.id, [
      { idUniteDeTravail: 'u1', displayName: 'Atelier' },
      { idUniteDeTravail: 'u2', displayName: 'Bureaux' },
      { idUniteDeTravail: 'u3', displayName: 'Livraison' },
    ]);
    expect(res.json<DuerpDocument>().data.unitesDeTravail.map((u) => u.displayName)).toEqual([
      'Atelier',
      'Bureaux',
      'Livraison',
    ]);
    res = await setUnits(t, owner.auth, doc.id, [
      { idUniteDeTravail: 'u3', displayName: 'Livraisons' },
      { idUniteDeTravail: 'u1', displayName: ' Atelier de production ' },
    ]);
    const units = res.json<DuerpDocument>().data.unitesDeTravail;
    expect(units.map((u) => [u.idUniteDeTravail, u.displayName])).toEqual([
      ['u3', 'Livraisons'],
      ['u1', 'Atelier de production'],
    ]);
    expect(units[0]).toMatchObject({
      risques: [],
      categorieDeRisques: [],
      papripactActionsPreventives: [],
      niveauDeRisqueValue: null,
    });
  });
  it('refuses a blank name, duplicate ids and a missing list', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const blank = await setUnits(t, owner.auth, doc.id, [
      { idUniteDeTravail: 'u1', displayName: '   ' },
    ]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Le nom ne peut pas être vide');
    const dup = await setUnits(t, owner.auth, doc.id, [
      { idUniteDeTravail: 'u1', displayName: 'A' },
      { idUniteDeTravail: 'u1', displayName: 'B' },
    ]);
    expect(dup.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-list-unitesdetravail`,
      headers: owner.auth,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
  it('keeps the risks another tab added when a stale list renames units', async () => {
    const owner = await createAccount(t);
    // Tab B added a risk to the first unit; tab A still holds the list it loaded before.
    const doc = await twoUnitDocument(t, owner.auth);
    // Tab A, with its stale list, renames and reorders.
    const res = await setUnits(t, owner.auth, doc.id, [
      { idUniteDeTravail: 'u2', displayName: 'Bureaux' },
      { idUniteDeTravail: 'u1', displayName: 'Atelier renommé', risques: [] } as never,
    ]);
    const atelier = res.json<DuerpDocument>().data.unitesDeTravail[1]!;
    expect(atelier.displayName).toBe('Atelier renommé');
    expect(atelier.risques.map((r) => r.displayName)).toEqual(['Glissade']);
  });
  it('answers 409 to a stale If-Match and applies a current one', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const first = await setUnits(
      t,
      owner.auth,
      doc.id,
      [{ idUniteDeTravail: 'u1', displayName: 'A' }],
      { 'if-match': String(doc.revision) },
    );
    expect(first.statusCode).toBe(200);
    const stale = await setUnits(t, owner.auth, doc.id, [], { 'if-match': String(doc.revision) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/modifié entre-temps/);
    const current = await setUnits(t, owner.auth, doc.id, [], {
      'if-match': String(first.json<DuerpDocument>().revision),
    });
    expect(current.statusCode).toBe(200);
    const bad = await setUnits(t, owner.auth, doc.id, [], { 'if-match': 'abc' });
    expect(bad.statusCode).toBe(400);
  });
  it('applies concurrent writes one after the other, none lost', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    await Promise.all([
      setUnits(t, owner.auth, doc.id, [{ idUniteDeTravail: 'u1', displayName: 'A' }]),
      t.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/update-infosentreprise`,
        headers: owner.auth,
        payload: VALID_ENTREPRISE,
      }),
    ]);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(after.revision).toBe(3);
    expect(after.data.entreprise?.nom).toBe('Boulangerie Martin');
    expect(after.data.unitesDeTravail).toHaveLength(1);
  });
});
