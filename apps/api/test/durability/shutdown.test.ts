import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { freshDatabaseEnv } from '../helpers/database-env.js';
import { call, signUp, startServer } from '../helpers/server-process.js';

describe('graceful shutdown', () => {
  it('finishes the requests in flight on SIGTERM, then exits with 0', async () => {
    const server = await startServer(await freshDatabaseEnv('shutdown'));
    const auth = await signUp(server.url, `arret-${Date.now()}@exemple.fr`);
    // Twenty writes in flight when the signal arrives.
    const doc = (await call<DuerpDocument>(server.url, 'POST', '/api/duerp/create', auth)).body;
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      call(server.url, 'POST', `/api/duerp/${doc.id}/update-list-unitesdetravail`, auth, {
        unitesDeTravail: [{ idUniteDeTravail: `u${i}`, displayName: `Unité ${i}` }],
      }),
    );
    await new Promise((r) => setTimeout(r, 5));
    const exit = server.stop('SIGTERM');
    const results = await Promise.allSettled(inFlight);
    const answered = results
      .filter((r) => r.status === 'fulfilled')
      .map((r) => (r as PromiseFulfilledResult<{ status: number }>).value.status);
    // Requests being processed finish (200); those arriving once closing started are told to go
    // elsewhere (503, what a load balancer retries) — never an error or a half-done write.
    expect(answered.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(answered.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(await exit).toBe(0);
    expect(server.output()).not.toMatch(/Error|erreur serveur/i);
  }, 120_000);

  it('exits after the grace period when a client never finishes its request', async () => {
    const server = await startServer(await freshDatabaseEnv('shutdown-stalled'));
    const { hostname, port } = new URL(server.url);
    // A client gone mid-request: headers started, never ended.
    const socket = connect(Number(port), hostname);
    await once(socket, 'connect');
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    socket.on('error', () => undefined);
    const start = Date.now();
    expect(await server.stop('SIGTERM')).toBe(0);
    // 10 s of grace, not Node's 60 s header timeout.
    expect(Date.now() - start).toBeLessThan(30_000);
    socket.destroy();
  }, 60_000);
});
