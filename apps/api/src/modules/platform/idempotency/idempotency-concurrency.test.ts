import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import {
  createAccount,
  createSecondInstance,
  createTestApp,
  type TestApp,
} from '../../../../test/helpers/test-app.js';
import { completeDocument } from '../../../../test/helpers/duerp.js';
import { queryRows } from '../../../db/client.js';
import { IDEMPOTENCY_MESSAGES } from './index.js';

let t: TestApp;
let b: Awaited<ReturnType<typeof createSecondInstance>>;
let owner: Awaited<ReturnType<typeof createAccount>>;
let doc: DuerpDocument;
beforeAll(async () => {
  t = await createTestApp();
  b = await createSecondInstance(t);
  owner = await createAccount(t, { maxNumberOfDuerps: 20 });
  doc = await completeDocument(t, owner.auth);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.app.deps.db, query))[0]!.n;
const comments = () =>
  count(sql`SELECT count(*)::int AS n FROM duerp_comments WHERE duerp_document_id = ${doc.id}`);
const documents = () =>
  count(sql`SELECT count(*)::int AS n FROM duerp_documents WHERE deleted_at IS NULL`);

/** Copies sent at once, every other one to the second instance. */
function copies(n: number, url: string, key: string, payload?: (i: number) => object) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      (i % 2 ? b.app : t.app).inject({
        method: 'POST',
        url,
        headers: { ...owner.auth, 'idempotency-key': key },
        ...(payload ? { payload: payload(i) } : {}),
      }),
    ),
  );
}

describe('copies of a write with one Idempotency-Key, at the same moment on two instances', () => {
  it('make one comment and one document, and all get the first answer', async () => {
    const [before, docsBefore] = [await comments(), await documents()];
    const url = `/api/duerp/${doc.id}/commentaires`;
    const texte = { cible: 'risque', idCible: 'r1', texte: 'Les tapis sont-ils posés ?' };
    const added = await copies(5, url, crypto.randomUUID(), () => texte);
    expect(added.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(added.map((r) => r.body)).size).toBe(1);
    expect(added.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await comments()).toBe(before + 1);

    const created = await copies(3, '/api/duerp/create', crypto.randomUUID());
    expect(created.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(created.map((r) => r.json<DuerpDocument>().id)).size).toBe(1);
    expect(await documents()).toBe(docsBefore + 1);
  });

  it('refuses with a French 422 a copy whose body differs from the first, and writes it never', async () => {
    const before = await comments();
    const url = `/api/duerp/${doc.id}/commentaires`;
    const key = crypto.randomUUID();
    const texte = (i: number) => ({ cible: 'risque', idCible: 'r1', texte: `Version ${i % 2}` });
    const answers = await copies(4, url, key, texte);
    const first = answers.find(
      (r) => r.statusCode === 200 && r.headers['idempotent-replayed'] !== 'true',
    )!;
    for (const r of answers) {
      if (r.statusCode === 200) expect(r.body).toBe(first.body);
      else expect(r.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.bodyDiffers });
    }
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(2);
    expect(await comments()).toBe(before + 1);
    // The winner's body with its keys in another order is the same body: its answer again.
    const won = first.json<{ comments: { texte: string }[] }>().comments.at(-1)!.texte;
    const [reordered] = await copies(1, url, key, () => ({
      texte: won,
      idCible: 'r1',
      cible: 'risque',
    }));
    expect(reordered!.statusCode).toBe(200);
    expect(reordered!.headers['idempotent-replayed']).toBe('true');
    expect(await comments()).toBe(before + 1);
  });

  it('does the write of a claim whose holder died once its lease ran out', async () => {
    const before = await comments();
    const key = crypto.randomUUID();
    const url = `/api/duerp/${doc.id}/commentaires`;
    await t.app.deps.db.execute(sql`
      INSERT INTO idempotent_answers (account_id, key, method, url, status_code, body, state, claim_id, claimed_until)
      VALUES (${owner.id}, ${key}, 'POST', ${url}, 0, '', 'pending', ${crypto.randomUUID()}, now() - interval '1 second')`);
    const [answer] = await copies(1, url, key, () => ({
      cible: 'risque',
      idCible: 'r1',
      texte: 'Repris',
    }));
    expect(answer!.statusCode).toBe(200);
    expect(answer!.headers['idempotent-replayed']).toBeUndefined();
    expect(await comments()).toBe(before + 1);
  });
});
