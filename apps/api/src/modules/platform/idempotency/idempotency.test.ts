import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import type { DuerpDocument } from '@duerp/domain/duerp';
import {
  categorie,
  completeDocument,
  createDuerp,
  documentWithRisks,
  evaluation,
  risqueInput,
  setUnits,
} from '../../../../test/helpers/duerp.js';
import { queryRows } from '../../../db/client.js';
import { IDEMPOTENCY_MESSAGES } from './index.js';

let t: TestApp;
type Account = Awaited<ReturnType<typeof createAccount>>;
let owner: Account;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccount(t, { maxNumberOfDuerps: 20 });
});
afterAll(() => t.close());

const toggle = (account: Account, id: string, value: boolean, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/update-toggle-papripact`,
    headers: { ...account.auth, ...headers },
    payload: { isPapripactEnabled: value },
  });

const comment = (account: Account, id: string, texte: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/commentaires`,
    headers: { ...account.auth, 'idempotency-key': key },
    payload: { cible: 'risque', idCible: 'r1', texte },
  });

const commentCount = async (id: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`SELECT count(*)::int AS n FROM duerp_comments WHERE duerp_document_id = ${id}`,
    )
  )[0]!.n;

describe('a write sent again with the same Idempotency-Key', () => {
  it('is done once and answered twice with the same answer', async () => {
    const doc = await completeDocument(t, owner.auth);
    const key = crypto.randomUUID();
    const first = await comment(owner, doc.id, 'Les tapis sont-ils posés ?', key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await comment(owner, doc.id, 'Les tapis sont-ils posés ?', key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await commentCount(doc.id)).toBe(1);
    // Without a key, the same write is a new one.
    await comment(owner, doc.id, 'Les tapis sont-ils posés ?', crypto.randomUUID());
    expect(await commentCount(doc.id)).toBe(2);
  });

  it('gets the answer it lost, not a conflict, when it carried If-Match', async () => {
    const doc = await createDuerp(t, owner.auth);
    const units = [{ idUniteDeTravail: crypto.randomUUID(), displayName: 'Atelier' }];
    const headers = { 'if-match': String(doc.revision), 'idempotency-key': crypto.randomUUID() };
    const first = await setUnits(t, owner.auth, doc.id, units, headers);
    expect(first.statusCode).toBe(200);
    const again = await setUnits(t, owner.auth, doc.id, units, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // The same write with a new key is a new write, on a stale revision: a conflict.
    const stale = await setUnits(t, owner.auth, doc.id, units, {
      'if-match': String(doc.revision),
      'idempotency-key': crypto.randomUUID(),
    });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps no refusal: the same key may be tried again and then succeed', async () => {
    const doc = await completeDocument(t, owner.auth);
    const key = crypto.randomUUID();
    expect((await comment(owner, doc.id, '', key)).statusCode).toBe(400);
    const retried = await comment(owner, doc.id, 'Enfin écrit.', key);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentCount(doc.id)).toBe(1);
  });

  it('refuses a malformed key, and a key reused for another request, with a French 400', async () => {
    const doc = await completeDocument(t, owner.auth);
    for (const bad of ['abc', `${crypto.randomUUID()}\u0000`, 'x'.repeat(5000)]) {
      const res = await toggle(owner, doc.id, true, { 'idempotency-key': bad });
      expect(res.statusCode, bad.slice(0, 10)).toBe(400);
      expect(res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.invalidKey });
    }
    const key = crypto.randomUUID();
    expect((await toggle(owner, doc.id, true, { 'idempotency-key': key })).statusCode).toBe(200);
    const other = await comment(owner, doc.id, 'Autre requête', key);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await commentCount(doc.id)).toBe(0);
  });

  it("never answers another account with someone else's kept answer", async () => {
    const doc = await completeDocument(t, owner.auth);
    const stranger = await createAccount(t);
    const key = crypto.randomUUID();
    expect((await comment(owner, doc.id, 'Privé', key)).statusCode).toBe(200);
    const foreign = await comment(stranger, doc.id, 'Privé', key);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Privé');
  });
});

/** A document of ~0.5 MB: one unit, 600 risks with their dangers written out. */
async function bigDocument() {
  const risques = Array.from({ length: 600 }, (_, i) => ({
    ...risqueInput(`r${i}`, 'c1', `Risque ${i}`),
    danger: `Sol rendu glissant par les produits de nettoyage, poste ${i}. `.repeat(8),
  }));
  const doc = await documentWithRisks(t, owner.auth, [categorie('c1', 'Chutes')], risques);
  expect(JSON.stringify(doc).length).toBeGreaterThan(400_000);
  return doc;
}

const keptBytes = async (key: string) =>
  (
    await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`SELECT coalesce(sum(octet_length(a::text)), 0)::int AS n FROM idempotent_answers a WHERE key = ${key}`,
    )
  )[0]!.n;

describe('an editor save of a big document', () => {
  it('keeps under 1 kB for its replay, which still answers the document with the write', async () => {
    const doc = await bigDocument();
    const key = crypto.randomUUID();
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/update-risque`,
        headers: { ...owner.auth, 'idempotency-key': key },
        payload: evaluation('r7', 'c1', 3, 4, 2),
      });
    const first = await save();
    expect(first.statusCode).toBe(200);
    expect(await keptBytes(key)).toBeGreaterThan(0);
    expect(await keptBytes(key)).toBeLessThan(1024);

    const again = await save();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    const replayed = again.json<DuerpDocument>();
    expect(replayed).toEqual(first.json());
    expect(replayed.revision).toBe(doc.revision + 1);
    expect(replayed.data.unitesDeTravail[0]!.risques[7]).toMatchObject({ evalGravite: 3 });
  });

  it('answers the copy again, not its source, and makes one copy only', async () => {
    const doc = await completeDocument(t, owner.auth);
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/duerp/list', headers: owner.auth })).json<
        DuerpDocument[]
      >().length;
    const before = await count();
    const headers = { ...owner.auth, 'idempotency-key': crypto.randomUUID() };
    const duplicate = () =>
      t.app.inject({ method: 'POST', url: `/api/duerp/duplicate/${doc.id}`, headers });
    const first = await duplicate();
    expect(first.statusCode).toBe(200);
    const copy = first.json<DuerpDocument>();
    expect(copy.id).not.toBe(doc.id);
    const again = await duplicate();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(copy);
    expect(await count()).toBe(before + 1);
  });
});
