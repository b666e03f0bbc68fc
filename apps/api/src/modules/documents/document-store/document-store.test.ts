import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { computeRiskScore } from '@duerp/domain/risk';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { evaluation, setUnits, twoUnitDocument } from '../../../../test/helpers/duerp.js';
import { queryRows } from '../../../db/client.js';
import { documentStore } from './document-store.js';
import { MIGRATIONS_DIR } from '../../../lib/paths.js';

const t = useTestApp();

const unitRowVersions = async (id: string) =>
  new Map(
    (
      await queryRows<{ id: string; xmin: string }>(
        t.app.deps.db,
        sql`SELECT id_unite_de_travail AS id, xmin::text AS xmin FROM duerp_unites WHERE duerp_document_id = ${id}`,
      )
    ).map((r) => [r.id, r.xmin]),
  );

async function ownedTwoUnitDocument() {
  const owner = await createAccount(t);
  const { id } = await twoUnitDocument(t, owner.auth);
  return { owner, id };
}

describe('document storage', () => {
  it('rewrites only the unit a targeted write touches', async () => {
    const { owner, id } = await ownedTwoUnitDocument();
    const before = await unitRowVersions(id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${id}/update-risque`,
      headers: owner.auth,
      payload: evaluation('r1', 'c1', 2, 3, 2),
    });
    expect(res.statusCode).toBe(200);
    const after = await unitRowVersions(id);
    expect(after.get('u1')).not.toBe(before.get('u1'));
    expect(after.get('u2')).toBe(before.get('u2'));
    expect(
      res.json<DuerpDocument>().data.unitesDeTravail.map((u) => u.niveauDeRisqueValue),
    ).toEqual([computeRiskScore(2, 3, 2)!.value, null]);
  });

  it('freezes cached data outside production, so an in-place edit throws', async () => {
    const { owner, id } = await ownedTwoUnitDocument();
    const row = await documentStore.find(t.app.deps.db, owner.espaceId, id);
    const unit = row!.data.unitesDeTravail[0]!;
    expect(() => {
      unit.displayName = 'Modifié en place';
    }).toThrow(TypeError);
    expect(() => row!.data.unitesDeTravail.push(unit)).toThrow(TypeError);
    expect(() => {
      unit.risques[0]!.evalGravite = 4;
    }).toThrow(TypeError);
    // Writers work on copies: the same document still saves through the API.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${id}/update-risque`,
      headers: owner.auth,
      payload: evaluation('r1', 'c1', 4, 4, 4),
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the order of units and removes the ones that leave', async () => {
    const { owner, id } = await ownedTwoUnitDocument();
    await setUnits(t, owner.auth, id, [
      { idUniteDeTravail: 'u3', displayName: 'Entrepôt' },
      { idUniteDeTravail: 'u1', displayName: 'Atelier' },
    ]);
    const stored = await queryRows<{ id: string; position: number }>(
      t.app.deps.db,
      sql`SELECT id_unite_de_travail AS id, position FROM duerp_unites WHERE duerp_document_id = ${id} ORDER BY position`,
    );
    expect(stored).toEqual([
      { id: 'u3', position: 0 },
      { id: 'u1', position: 1 },
    ]);
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(got.data.unitesDeTravail.map((u) => [u.idUniteDeTravail, u.risques.length])).toEqual([
      ['u3', 0],
      ['u1', 1],
    ]);
  });

  it('reads afresh what another instance wrote, whatever this one remembers', async () => {
    const { owner, id } = await ownedTwoUnitDocument();
    await t.app.inject({ method: 'GET', url: `/api/duerp/${id}`, headers: owner.auth });
    // Another API process renames the unit: new unit data and a new etag, same revision.
    await t.app.deps.db.execute(sql`
      UPDATE duerp_unites SET data = json_build_object('idUniteDeTravail', 'u2', 'displayName', 'Accueil',
        'risques', '[]'::json, 'categorieDeRisques', '[]'::json, 'papripactActionsPreventives', '[]'::json,
        'niveauDeRisqueValue', null)
      WHERE duerp_document_id = ${id} AND id_unite_de_travail = 'u2'`);
    await t.app.deps.db.execute(
      sql`UPDATE duerp_documents SET data_etag = gen_random_uuid() WHERE id = ${id}`,
    );
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(got.data.unitesDeTravail.map((u) => u.displayName)).toEqual(['Atelier', 'Accueil']);
    // The next targeted write starts from what is stored, not from what this process had seen.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${id}/update-risque`,
      headers: owner.auth,
      payload: evaluation('r1', 'c1', 1, 1, 1),
    });
    expect(res.json<DuerpDocument>().data.unitesDeTravail.map((u) => u.displayName)).toEqual([
      'Atelier',
      'Accueil',
    ]);
  });

  it('a failed write changes nothing, in the database or in what later calls see', async () => {
    const { owner, id } = await ownedTwoUnitDocument();
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    // The category check fails after the risk was found: the write is refused as a whole.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${id}/update-risque`,
      headers: owner.auth,
      payload: { ...evaluation('r1', 'inconnue', 4, 4, 4) },
    });
    expect(res.statusCode).toBe(400);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(after).toEqual(before);
  });

  it('serialises concurrent changes of one document: none is lost', async () => {
    const { owner, id } = await ownedTwoUnitDocument();
    const { db } = t.app.deps;
    const rename = (displayName: string) =>
      db.transaction((tx) =>
        documentStore.change(tx, owner.espaceId, id, null, async (current) => {
          // A slow change: the other one must wait for this one's lock, then see its result.
          await new Promise((resolve) => setTimeout(resolve, 50));
          const [first, ...others] = current.data.unitesDeTravail;
          return {
            data: {
              ...current.data,
              unitesDeTravail: [
                { ...first!, displayName: `${first!.displayName}+${displayName}` },
                ...others,
              ],
            },
            displayName: current.displayName,
            hasBeenModifiedSinceLastGeneration: true,
          };
        }),
      );
    const revisionBefore = (await documentStore.require(db, owner.espaceId, id)).revision;
    await Promise.all([rename('a'), rename('b')]);
    const stored = await documentStore.require(db, owner.espaceId, id);
    expect(stored.revision).toBe(revisionBefore + 2);
    expect(stored.data.unitesDeTravail[0]!.displayName).toMatch(/\+(a\+b|b\+a)$/);
  });

  it("changes only the caller's document: another account's is 404 and stays as it was", async () => {
    const { id } = await ownedTwoUnitDocument();
    const intruder = await createAccount(t);
    let edited = false;
    await expect(
      t.app.deps.db.transaction((tx) =>
        documentStore.change(tx, intruder.espaceId, id, null, (current) => {
          edited = true;
          return { ...current, hasBeenModifiedSinceLastGeneration: true };
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 404, message: 'DUERP introuvable.' });
    expect(edited).toBe(false);
  });
});

describe('migration 0005', () => {
  it('moves the units of documents stored whole into their own rows, in order', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'duerp-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, folder, { recursive: true });
      const journalFile = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: { idx: number }[];
      };
      writeFileSync(
        journalFile,
        JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < 5) }),
      );
      const client = new PGlite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: folder });

      const unit = (id: string, displayName: string) => ({
        idUniteDeTravail: id,
        displayName,
        risques: [],
        categorieDeRisques: [],
        papripactActionsPreventives: [],
        niveauDeRisqueValue: null,
      });
      const data = {
        entreprise: null,
        isPapripactEnabled: true,
        unitesDeTravail: [unit('b', 'Bureaux'), unit('a', 'Atelier')],
      };
      await client.query(
        `INSERT INTO accounts (id, email, password_hash) VALUES ('00000000-0000-4000-8000-000000000001', 'a@exemple.fr', 'x')`,
      );
      await client.query(
        `INSERT INTO duerp_documents (id, account_id, display_name, data) VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Doc', $1)`,
        [JSON.stringify(data)],
      );

      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const units = await client.query<{
        id: string;
        position: number;
        data: { displayName: string };
      }>('SELECT id_unite_de_travail AS id, position, data FROM duerp_unites ORDER BY position');
      expect(units.rows.map((u) => [u.id, u.position, u.data.displayName])).toEqual([
        ['b', 0, 'Bureaux'],
        ['a', 1, 'Atelier'],
      ]);
      const head = await client.query<{ data: Record<string, unknown> }>(
        'SELECT data FROM duerp_documents',
      );
      expect(head.rows[0]!.data).toEqual({ entreprise: null, isPapripactEnabled: true });
      await client.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
