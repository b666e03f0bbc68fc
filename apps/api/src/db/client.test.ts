import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = openDatabase({});
  await handle.db.execute(sql`CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)`);
  await handle.db.execute(sql`INSERT INTO counter VALUES (1, 0)`);
});
afterAll(() => handle.close());

describe('PGlite transactions', () => {
  it('let the event loop turn between queued transactions (sockets are read under load)', async () => {
    let committed = 0;
    const writes = Array.from({ length: 50 }, () =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT n FROM counter WHERE id = 1 FOR UPDATE`);
        await tx.execute(sql`UPDATE counter SET n = n + 1 WHERE id = 1`);
        committed += 1;
      }),
    );
    // What an incoming request gets: a turn of the event loop while the queue is still long.
    const seenByEventLoop = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(committed)),
    );
    await Promise.all(writes);
    expect(seenByEventLoop).toBeLessThan(5);
    expect(committed).toBe(50);
  });
});

describe('PGlite statements outside transactions', () => {
  it('let the event loop turn between queued queries (a health check is not held behind them)', async () => {
    let answered = 0;
    const reads = Array.from({ length: 50 }, async () => {
      await handle.db.execute(sql`SELECT n FROM counter WHERE id = 1`);
      answered += 1;
    });
    const seenByEventLoop = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(answered)),
    );
    await Promise.all(reads);
    expect(seenByEventLoop).toBeLessThan(5);
    expect(answered).toBe(50);
  });
});
