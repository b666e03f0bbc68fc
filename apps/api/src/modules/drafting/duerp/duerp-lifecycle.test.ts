/** Duplicating and deleting a document, other people's documents and ids, documents stored before the SIRET key check. */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  completeDocument,
  createDuerp,
  generate,
  setUnits,
  VALID_ENTREPRISE,
} from '../../../../test/helpers/duerp.js';
import { duerpDocuments, duerpVersions, espaces } from '../../../db/schema/index.js';

const t = useTestApp();

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
