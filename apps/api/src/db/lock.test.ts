import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError, lockDatabase } from './lock.js';

const dir = mkdtempSync(join(tmpdir(), 'duerp-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the database lock', () => {
  it('is exclusive, names its holder in French, and is free again once released', async () => {
    const dataDir = join(dir, 'exclusive');
    const lock = await lockDatabase(dataDir, 'server');
    expect(readFileSync(join(dataDir, 'db.lock'), 'utf8')).toBe(`${process.pid} server\n`);
    const refused = await lockDatabase(dataDir, 'admin').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect((refused as Error).message).toBe(
      `La base de données ${join(dataDir, 'db')} est déjà ouverte par le processus ${process.pid} (serveur) : un seul processus peut l'ouvrir à la fois.`,
    );
    await lock.release();
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    await (await lockDatabase(dataDir, 'admin')).release();
  });

  it('is not held by the PID file a dead process left behind', async () => {
    const dataDir = join(dir, 'stale');
    await (await lockDatabase(dataDir, 'server')).release();
    writeFileSync(join(dataDir, 'db.lock'), '999999999 server\n');
    const lock = await lockDatabase(dataDir, 'server');
    expect(readFileSync(join(dataDir, 'db.lock'), 'utf8')).toBe(`${process.pid} server\n`);
    await lock.release();
  });
});
