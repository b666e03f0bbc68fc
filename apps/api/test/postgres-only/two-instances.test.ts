import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChangeEvent, LivePresenceEvent } from '@duerp/domain/live';
import { call, type ServerProcess } from '../helpers/server-process.js';
import { openLive } from '../helpers/live.js';
import { espaceWithMember, startTwoInstances } from '../helpers/two-instances.js';

/**
 * Two API processes on one PostgreSQL (run by .ci/run's cluster): a user's journey alternates
 * between them request by request, and the state that must be shared — refresh tokens, captcha
 * replay guard, rate-limit counters, webhook idempotency — lives in the database. The journey:
 * two-instances-journey.test.ts.
 */
let instances: Awaited<ReturnType<typeof startTwoInstances>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
}, 180_000);
afterAll(() => instances?.stop());
const tokenOf = (auth: { authorization: string }) => auth.authorization.slice('Bearer '.length);

describe('two API instances on one PostgreSQL', () => {
  it('carries a change saved on A to a stream open on B within 2 s, and presence both ways', async () => {
    const { owner, member, memberEmail, doc, espaceId } = await espaceWithMember(
      a,
      b,
      instances.dataDir,
    );
    const onB = await openLive(b.url, doc.body.id, tokenOf(member), '?etape=5');
    const onA = await openLive(a.url, doc.body.id, tokenOf(owner), '?etape=2');
    expect([onA.status, onB.status]).toEqual([200, 200]);
    await onA.next<LivePresenceEvent>('presence', (p) =>
      p.people.some((x) => x.name === memberEmail && x.etapes.includes(5)),
    );
    await onB.next<LivePresenceEvent>('presence', (p) =>
      p.people.some((x) => x.etapes.includes(2)),
    );
    const started = Date.now();
    const saved = await call(
      a.url,
      'POST',
      `/api/duerp/${doc.body.id}/update-toggle-papripact`,
      owner,
      {
        isPapripactEnabled: true,
      },
    );
    expect(saved.status).toBe(200);
    const change = await onB.next<LiveChangeEvent>('change');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(change.revision).toBe(doc.body.revision + 1);
    // The tab closed on B disappears from A's presence.
    onB.close();
    await onA.next<LivePresenceEvent>('presence', (p) => p.people.length === 0, 5_000);
    // A member removed on A loses, on B, the stream they had open.
    const again = await openLive(b.url, doc.body.id, tokenOf(member));
    const members = await call<{ members: { accountId: string; email: string }[] }>(
      a.url,
      'GET',
      `/api/espaces/${espaceId}/members`,
      owner,
    );
    const target = members.body.members.find((m) => m.email === memberEmail)!;
    await call(a.url, 'DELETE', `/api/espaces/${espaceId}/members/${target.accountId}`, owner);
    await Promise.race([
      again.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 3_000)),
    ]);
    onA.close();
  }, 60_000);

  it('refuses on B, at the next request, a member removed on A', async () => {
    const { owner, member, memberEmail, doc, espaceId } = await espaceWithMember(
      a,
      b,
      instances.dataDir,
    );
    const save = (server: ServerProcess) =>
      call<{ message: string }>(
        server.url,
        'POST',
        `/api/duerp/${doc.body.id}/update-toggle-papripact`,
        member,
        {
          isPapripactEnabled: true,
        },
      );
    expect((await save(b)).status).toBe(200);
    const members = await call<{ members: { accountId: string; email: string }[] }>(
      a.url,
      'GET',
      `/api/espaces/${espaceId}/members`,
      owner,
    );
    const target = members.body.members.find((m) => m.email === memberEmail)!;
    const removed = await call(
      a.url,
      'DELETE',
      `/api/espaces/${espaceId}/members/${target.accountId}`,
      owner,
    );
    expect(removed.status).toBe(200);
    const refused = await save(b);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('DUERP introuvable.');
  }, 60_000);

  it('shares the rate limits between them', async () => {
    const email = `limite-${Date.now()}@exemple.fr`;
    const statuses = [];
    for (const server of [a, b, a, b]) {
      statuses.push(
        (
          await call(server.url, 'POST', '/api/public/token/new', null, {
            emailAddress: email,
            password: 'Faux-mdp1!',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  }, 60_000);
});
