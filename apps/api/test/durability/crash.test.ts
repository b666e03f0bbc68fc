import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { freshDatabaseEnv } from '../helpers/database-env.js';
import { call, signUp, startServer } from '../helpers/server-process.js';
import { VALID_ENTREPRISE } from '../helpers/duerp.js';

/**
 * kill -9 in the middle of a stream of writes: after a restart, every write the client saw
 * acknowledged is there and the document is valid (on PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe('crash durability', () => {
  it('keeps every acknowledged write across kill -9 and a restart', async () => {
    const env = await freshDatabaseEnv('crash');
    let server = await startServer(env);
    const auth = await signUp(server.url, `crash-${Date.now()}@exemple.fr`);
    const doc = (await call<DuerpDocument>(server.url, 'POST', '/api/duerp/create', auth)).body;

    const acknowledged: { units: string[]; nom: string | null } = { units: [], nom: null };
    let stop = false;
    const killAfter = 400 + Math.floor(Math.random() * 1200);
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        try {
          if (i % 2 === 0) {
            const units = [...acknowledged.units, `u${i}`];
            const res = await call<DuerpDocument>(
              server.url,
              'POST',
              `/api/duerp/${doc.id}/update-list-unitesdetravail`,
              auth,
              {
                unitesDeTravail: units.map((id) => ({
                  idUniteDeTravail: id,
                  displayName: `Unité ${id}`,
                })),
              },
            );
            if (res.status === 200) acknowledged.units = units;
          } else {
            const nom = `Entreprise ${i}`;
            const res = await call(
              server.url,
              'POST',
              `/api/duerp/${doc.id}/update-infosentreprise`,
              auth,
              { ...VALID_ENTREPRISE, nom },
            );
            if (res.status === 200) acknowledged.nom = nom;
          }
        } catch {
          return; // the server is gone
        }
      }
    })();
    // The kill lands at a random moment once a few writes are in, however slow the machine is.
    while (acknowledged.units.length < 3) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, killAfter));
    await server.stop('SIGKILL');
    stop = true;
    await writer;
    expect(acknowledged.units.length).toBeGreaterThan(2);

    server = await startServer(env);
    try {
      const after = await call<DuerpDocument>(server.url, 'GET', `/api/duerp/${doc.id}`, auth);
      expect(after.status).toBe(200);
      const ids = after.body.data.unitesDeTravail.map((u) => u.idUniteDeTravail);
      // Every acknowledged unit is there; at most the one in flight at the kill is there too.
      expect(ids.slice(0, acknowledged.units.length)).toEqual(acknowledged.units);
      expect(ids.length - acknowledged.units.length).toBeLessThanOrEqual(1);
      const nom = after.body.data.entreprise?.nom ?? null;
      const acknowledgedIndex = acknowledged.nom ? Number(acknowledged.nom.split(' ')[1]) : -1;
      expect(nom === acknowledged.nom || Number(nom?.split(' ')[1]) === acknowledgedIndex + 2).toBe(
        true,
      );
      // Still writable.
      const write = await call(
        server.url,
        'POST',
        `/api/duerp/${doc.id}/update-infosentreprise`,
        auth,
        VALID_ENTREPRISE,
      );
      expect(write.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
