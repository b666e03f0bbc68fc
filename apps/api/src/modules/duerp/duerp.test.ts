import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain';
import { createAccount, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import {
  completeDocument,
  createDuerp,
  generate,
  setUnits,
  twoUnitDocument,
  VALID_ENTREPRISE,
} from '../../../test/helpers/duerp.js';
import { duerpDocuments, duerpVersions, espaces } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('create, get, list', () => {
  it('creates a draft document with the SPEC §3 shape', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    expect(doc).toMatchObject({
      displayName: 'Nouveau DUERP',
      versions: [],
      paymentStatus_Derivated: 'DRAFT',
      isVip_Derivated: false,
      hasFullAccess_Derivated: false,
      hasBeenModifiedSinceLastGeneration: false,
      isPurchased: false,
      purchasedUntilDate: null,
      revision: 1,
      data: {
        entreprise: null,
        unitesDeTravail: [],
        displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
        isPapripactEnabled: false,
        niveauDeRisqueTotalValue: null,
        niveauDeRisqueTotalStatus: null,
      },
    });
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(get.json()).toEqual(doc);
    const list = await t.app.inject({ method: 'GET', url: '/api/duerp/list', headers: owner.auth });
    expect(list.json<DuerpDocument[]>().map((d) => d.id)).toEqual([doc.id]);
  });
  it('marks every document VIP for a VIP account', async () => {
    const vip = await createAccount(t, { isVip: true });
    const doc = await createDuerp(t, vip.auth);
    expect(doc.paymentStatus_Derivated).toBe('VIP');
    expect(doc.isVip_Derivated).toBe(true);
    expect(doc.hasFullAccess_Derivated).toBe(true);
  });
  it('refuses creation past maxNumberOfDuerps with a clear 403, duplicates included', async () => {
    const owner = await createAccount(t, { maxNumberOfDuerps: 2 });
    const first = await createDuerp(t, owner.auth);
    await createDuerp(t, owner.auth);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/duerp/create',
      headers: owner.auth,
    });
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toMatch(
      /^Vous avez atteint la limite de DUERP\. Votre compte permet 2 DUERP au maximum\.$/,
    );
    const dup = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/duplicate/${first.id}`,
      headers: owner.auth,
    });
    expect(dup.statusCode).toBe(403);
  });
  it('never exceeds the cap under concurrent creations', async () => {
    const owner = await createAccount(t, { maxNumberOfDuerps: 3 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: '/api/duerp/create', headers: owner.auth }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(3);
  });
});

describe('update-infosentreprise', () => {
  it('stores the company, names the document and bumps the revision', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: {
        ...VALID_ENTREPRISE,
        isEtablissement: true,
        nomDeLEtablissement: 'Atelier de la Croix-Rousse',
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json<DuerpDocument>();
    expect(updated.displayName).toBe('Boulangerie Martin – Atelier de la Croix-Rousse');
    expect(updated.data.entreprise).toMatchObject({ siret: '73282932000074', nombreEmployes: 12 });
    expect(updated.revision).toBe(2);
    expect(updated.hasBeenModifiedSinceLastGeneration).toBe(true);
  });
  it.each([
    ['nom', { nom: '  ' }, "Le nom de l'entreprise est requis"],
    ['siret', { siret: '' }, 'Le numéro SIRET est requis'],
    [
      'SIRET key',
      { siret: '732 829 320 00075' },
      'Le numéro SIRET est invalide (clé de contrôle incorrecte).',
    ],
    ['adresse', { adresse: '' }, "L'adresse est requise"],
    ['secteur', { secteurDActivite: '' }, "Le secteur d'activité est requis"],
    ['représentant', { nomDuRepresentantLegal: '' }, 'Le nom du représentant légal est requis'],
    ['employés négatif', { nombreEmployes: -1 }, "Le nombre d'employés doit être supérieur à 0"],
    ['employés absent', { nombreEmployes: null }, "Le nombre d'employés est requis"],
    [
      'employés décimal',
      { nombreEmployes: 1.5 },
      "Le nombre d'employés doit être un nombre entier",
    ],
    [
      'employés au-delà du maximum',
      { nombreEmployes: 10_000_001 },
      "Le nombre d'employés ne peut pas dépasser 10 000 000",
    ],
    [
      'SIRET trop long',
      { siret: '1'.repeat(31) },
      'Le numéro SIRET ne peut pas dépasser 30 caractères',
    ],
    ['nom trop long', { nom: 'x'.repeat(201) }, 'Ce champ ne peut pas dépasser 200 caractères'],
    [
      'établissement',
      { isEtablissement: true, nomDeLEtablissement: '' },
      "Le nom de l'établissement est requis",
    ],
  ])('refuses a missing or bad %s with the SPEC message', async (_label, change, message) => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: { ...VALID_ENTREPRISE, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('refuses extra and wrong-typed fields', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    for (const payload of [
      { ...VALID_ENTREPRISE, pirate: 1 },
      { ...VALID_ENTREPRISE, nombreEmployes: '12' },
      { ...VALID_ENTREPRISE, isSecteurPublic: 'non' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/update-infosentreprise`,
        headers: owner.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
  it('keeps the text \\u0000 a user types, and refuses only a real NUL character', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/update-infosentreprise`,
        headers: { ...owner.auth, 'content-type': 'application/json' },
        payload,
      });
    const typed = 'Atelier \\u0000 et \\\\u0000';
    const kept = await send(JSON.stringify({ ...VALID_ENTREPRISE, adresse: typed }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json<DuerpDocument>().data.entreprise?.adresse).toBe(typed);
    // The JSON escape \u0000 decodes to U+0000, which PostgreSQL cannot store.
    const nul = await send(JSON.stringify({ ...VALID_ENTREPRISE, adresse: 'Atelier \u0000' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('La requête contient un caractère nul, non autorisé.');
    const nulKey = await send(`{"nom":"x","a\\u0000":1}`);
    expect(nulKey.statusCode).toBe(400);
    const nulQuery = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}?q=%00`,
      headers: owner.auth,
    });
    expect(nulQuery.statusCode).toBe(400);
  });
});

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

describe('duplicate and delete', () => {
  it('duplicates the data with "(copie)", without versions', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-infosentreprise`,
      headers: owner.auth,
      payload: VALID_ENTREPRISE,
    });
    await setUnits(t, owner.auth, doc.id, [{ idUniteDeTravail: 'u1', displayName: 'Fournil' }]);
    await t.app.deps.db.insert(duerpVersions).values({
      duerpDocumentId: doc.id,
      versionNumber: 1,
      dataSnapshot: doc.data,
      displayOptions: doc.data.displayOptions,
      snapshotSha256: 'x',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/duplicate/${doc.id}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    const copy = res.json<DuerpDocument>();
    expect(copy.id).not.toBe(doc.id);
    expect(copy.displayName).toBe('Boulangerie Martin (copie)');
    expect(copy.data.unitesDeTravail.map((u) => u.displayName)).toEqual(['Fournil']);
    expect(copy.versions).toEqual([]);
    expect(copy.paymentStatus_Derivated).toBe('DRAFT');
  });
  it('soft-deletes: gone for the owner, versions kept', async () => {
    const owner = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    await t.app.deps.db.insert(duerpVersions).values({
      duerpDocumentId: doc.id,
      versionNumber: 1,
      dataSnapshot: doc.data,
      displayOptions: doc.data.displayOptions,
      snapshotSha256: 'x',
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}`, headers: owner.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/duerp/${doc.id}`, headers: owner.auth }))
        .statusCode,
    ).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/duerp/list', headers: owner.auth });
    expect(list.json()).toEqual([]);
    const versions = await t.app.deps.db
      .select()
      .from(duerpVersions)
      .where(eq(duerpVersions.duerpDocumentId, doc.id));
    expect(versions).toHaveLength(1);
    // A deleted document frees its place under the cap.
    await t.app.deps.db
      .update(espaces)
      .set({ maxNumberOfDuerps: 1 })
      .where(eq(espaces.id, owner.espaceId));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/duerp/create', headers: owner.auth }))
        .statusCode,
    ).toBe(200);
  });
});

describe('ownership and ids', () => {
  it("answers 404 on every route for another user's document and changes nothing", async () => {
    const owner = await createAccount(t);
    const intruder = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    const calls = [
      { method: 'GET' as const, url: `/api/duerp/${doc.id}` },
      { method: 'POST' as const, url: `/api/duerp/duplicate/${doc.id}` },
      { method: 'DELETE' as const, url: `/api/duerp/${doc.id}` },
      {
        method: 'POST' as const,
        url: `/api/duerp/${doc.id}/update-infosentreprise`,
        payload: VALID_ENTREPRISE,
      },
      {
        method: 'POST' as const,
        url: `/api/duerp/${doc.id}/update-list-unitesdetravail`,
        payload: { unitesDeTravail: [] },
      },
      { method: 'GET' as const, url: `/api/duerpmasterdata/risques?duerpDocId=${doc.id}` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: intruder.auth });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().message).toBe('DUERP introuvable.');
    }
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(after.revision).toBe(1);
  });
  it('answers 400 to ids that are not uuids and 401 without a token', async () => {
    const owner = await createAccount(t);
    for (const url of [
      '/api/duerp/123',
      '/api/duerp/duplicate/abc',
      '/api/duerpmasterdata/risques?duerpDocId=x',
      '/api/duerpmasterdata/risques',
    ]) {
      const res = await t.app.inject({
        method: url.includes('duplicate') ? 'POST' : 'GET',
        url,
        headers: owner.auth,
      });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/duerp/list' })).statusCode).toBe(401);
  });
});

describe('documents stored before the SIRET key check', () => {
  it('still read, generate and download with their stored SIRET', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const [row] = await t.app.deps.db
      .select({ data: duerpDocuments.data })
      .from(duerpDocuments)
      .where(eq(duerpDocuments.id, doc.id));
    const data = row!.data;
    await t.app.deps.db
      .update(duerpDocuments)
      .set({
        data: { ...data, entreprise: { ...data.entreprise!, siret: '12345678901234' } },
        dataEtag: sql`gen_random_uuid()`,
      })
      .where(eq(duerpDocuments.id, doc.id));

    const read = await t.app.inject({ url: `/api/duerp/${doc.id}`, headers: owner.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json<DuerpDocument>().data.entreprise?.siret).toBe('12345678901234');
    const generated = await generate(t, owner.auth, doc.id);
    expect(generated.statusCode).toBe(200);
    const { id: versionId } = generated.json<{ id: string }>();
    const pdf = await t.app.inject({
      url: `/api/duerp/${doc.id}/versions/${versionId}/downloaddemo`,
      headers: owner.auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });
});
