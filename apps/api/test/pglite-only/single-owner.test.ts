import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/db/client.js';
import { accounts, espaces } from '../../src/db/schema/index.js';
import { admin, runAdmin } from '../helpers/admin-cli.js';
import { seedDataDir } from '../helpers/database-env.js';
import {
  call,
  freePort,
  signUp,
  spawnServer,
  startServer,
  type ServerProcess,
} from '../helpers/server-process.js';

/**
 * The PGlite directory has one owner. A server writes in a loop while every admin command runs
 * against it (through its channel), then dies by kill -9: after a restart nothing acknowledged is
 * missing, and each admin change was visible to the server as soon as the command returned.
 */
const dir = mkdtempSync(join(tmpdir(), 'duerp-owner-'));
const env = { DATA_DIR: join(dir, 'data') };
mkdirSync(env.DATA_DIR);
seedDataDir(env.DATA_DIR);
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Info = { isVip: boolean; maxNumberOfDuerps: number };
const isAllowed = async (url: string, emailAddress: string) =>
  (
    await call<{ isAllowed: boolean }>(url, 'POST', '/api/public/account/info', null, {
      emailAddress,
    })
  ).body.isAllowed;
const isSetup = async (url: string, emailAddress: string) =>
  (
    await call<{ isSetup: boolean }>(url, 'POST', '/api/public/account/info', null, {
      emailAddress,
    })
  ).body.isSetup;

describe('one owner for the PGlite directory', () => {
  it('runs every admin command on the running server and loses nothing to kill -9', async () => {
    const first = await startServer(env);
    server = first;
    const vip = await signUp(first.url, 'vip@ecrit.fr');

    // Sign-ups in a loop until the kill: each one the server answered 200 is acknowledged.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const email = `compte${i}@ecrit.fr`;
        try {
          await signUp(first.url, email);
          acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    })();

    while (acknowledged.length < 3) await sleep(50);
    const backupFile = join(dir, 'sauvegarde.tar.gz');
    const oldBackup = join(dir, 'ancienne.tar.gz');
    writeFileSync(oldBackup, 'pas une sauvegarde');
    const [vipOn, maxDuerps, coupon, allowList, restore, second] = await Promise.all([
      admin(env, 'vip', 'on', 'vip@ecrit.fr'),
      admin(env, 'max-duerps', 'vip@ecrit.fr', '7'),
      admin(env, 'coupon', 'create', 'PRINTEMPS30', '30'),
      admin(env, 'allow-list', 'add', '*@ecrit.fr'),
      runAdmin(env, 'restore', oldBackup),
      freePort().then(async (port) => {
        const refused = spawnServer(env, port);
        return { code: await refused.exited, output: refused.output() };
      }),
    ]);
    // Every sign-up acknowledged before the backup starts must be in it.
    const ackedBeforeBackup = acknowledged.length;
    const backup = await admin(env, 'backup', backupFile);

    // Visible to the server at once.
    expect(vipOn).toBe('vip@ecrit.fr : VIP activé');
    expect(maxDuerps).toBe('vip@ecrit.fr : maximum de DUERP = 7');
    const info = await call<Info>(first.url, 'GET', '/api/myaccount/info', vip);
    expect(info.body).toMatchObject({ isVip: true, maxNumberOfDuerps: 7 });
    expect(coupon).toBe('Code PRINTEMPS30 : -30 %');
    const checked = await call(first.url, 'POST', '/api/payment/checkcoupon', vip, {
      couponCode: 'PRINTEMPS30',
    });
    expect(checked.body).toEqual({ isValidCoupon: true, discountPercentage: 30 });
    expect(allowList).toBe("Ajouté à la liste d'autorisation : *@ecrit.fr");
    expect(await isAllowed(first.url, 'quelquun@ailleurs.fr')).toBe(false);
    expect(backup).toBe(`Sauvegarde PGlite écrite dans ${backupFile}`);

    // Refused while the server holds the database, which is left as it was.
    const pid = first.child.pid ?? 0;
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`ouverte par le processus ${pid} (serveur)`);
    expect(restore.stderr).toContain('Arrêtez le serveur');
    expect(readdirSync(env.DATA_DIR).filter((f) => f.includes('avant-restauration'))).toEqual([]);
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `La base de données ${join(env.DATA_DIR, 'db')} est déjà ouverte par le processus ${pid} (serveur)`,
    );

    // kill -9 in the middle of the writes; the lock dies with the process, its PID file stays.
    await first.stop('SIGKILL');
    writing = false;
    await writer;
    expect(acknowledged.length).toBeGreaterThan(ackedBeforeBackup);
    expect(readFileSync(join(env.DATA_DIR, 'db.lock'), 'utf8')).toBe(`${pid} server\n`);
    const restarted = await startServer(env);
    server = restarted;
    const missing: string[] = [];
    for (const email of acknowledged) {
      if (!(await isSetup(restarted.url, email))) missing.push(email);
    }
    expect(missing).toEqual([]);
    const after = await call<Info>(restarted.url, 'GET', '/api/myaccount/info', vip);
    expect(after.body).toMatchObject({ isVip: true, maxNumberOfDuerps: 7 });
    expect(await isAllowed(restarted.url, 'quelquun@ailleurs.fr')).toBe(false);
    expect(await admin(env, 'coupon', 'list')).toMatch(/^PRINTEMPS30 {2}-30 %/);

    // The online backup restores (no server holds that other directory) into a readable database.
    const copy = { DATA_DIR: join(dir, 'copie') };
    expect(await admin(copy, 'restore', backupFile)).toMatch(/^Base PGlite restaurée/);
    const database = await openConfiguredDatabase(copy, 'admin');
    try {
      const [row] = await database.db
        .select({ isVip: espaces.isVip })
        .from(espaces)
        .innerJoin(accounts, eq(accounts.id, espaces.personalAccountId))
        .where(eq(accounts.email, 'vip@ecrit.fr'));
      expect(row?.isVip).toBe(true);
      const emails = new Set((await database.db.select().from(accounts)).map((a) => a.email));
      expect(acknowledged.slice(0, ackedBeforeBackup).filter((e) => !emails.has(e))).toEqual([]);
    } finally {
      await database.close();
    }
    expect(existsSync(join(copy.DATA_DIR, 'db.lock'))).toBe(false);
  }, 300_000);
});
