import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { invoiceCounters } from '../../src/db/schema/index.js';
import { createTestDatabase } from './test-database.js';

const publicSequences = sql`SELECT format('%I.%I', schemaname, sequencename) AS name, start_value
  FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`;

/** The rows of a raw query, on PGlite and on PostgreSQL alike (both answer `{ rows }`). */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** The next value of every sequence of the schema, each one taken. */
async function nextValues(db: Database) {
  const sequences = await rowsOf<{ name: string; start_value: string }>(db, publicSequences);
  const taken: Record<string, string> = {};
  for (const { name } of sequences) {
    const [next] = await rowsOf<{ n: string }>(
      db,
      sql`SELECT nextval(${name}::regclass)::text AS n`,
    );
    taken[name] = next!.n;
  }
  return {
    taken,
    starts: Object.fromEntries(sequences.map((r) => [r.name, String(r.start_value)])),
  };
}

describe('the database of a test file', () => {
  it('is the migrated database as the snapshot left it, even on an instance an earlier file used', async () => {
    const earlier = await createTestDatabase();
    await earlier.db.insert(invoiceCounters).values({ year: 2026, lastNumber: 41 });
    const { taken: first, starts } = await nextValues(earlier.db);
    expect(Object.keys(first).length).toBeGreaterThan(0);
    // Opened while the other one is in use: a database of its own.
    const beside = await createTestDatabase();
    expect(await beside.db.select().from(invoiceCounters)).toEqual([]);
    await beside.close();
    await nextValues(earlier.db);
    await earlier.close();

    const next = await createTestDatabase();
    try {
      expect(await next.db.select().from(invoiceCounters)).toEqual([]);
      expect((await nextValues(next.db)).taken).toEqual(starts);
      const [journal] = await rowsOf<{ n: number }>(
        next.db,
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(journal!.n).toBeGreaterThan(0);
    } finally {
      await next.close();
    }
  });
});
