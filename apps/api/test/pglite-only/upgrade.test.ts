import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { MyEspace } from '@duerp/domain/espaces';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';

/**
 * The database of the release before espaces (written through its own API by
 * test/upgrade/make-previous-release-db.ts), upgraded by this release's migrations: everything
 * answers as before, through the original routes and without the X-Espace-Id header.
 */
const FIXTURE = join(import.meta.dirname, '../upgrade/previous-release-db');
const facts = JSON.parse(readFileSync(`${FIXTURE}.json`, 'utf8')) as {
  documentId: string;
  versionId: string;
  shareToken: string;
};

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'duerp-upgrade-'));
  const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(`${FIXTURE}.tar.gz`)]) });
  await pglite.waitReady;
  database = openDatabase({ pglite });
  await database.migrate();
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  app = await buildApp({ env, database, logger: false });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(emailAddress: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/token/new',
    payload: { emailAddress, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
}

describe('upgrading the previous release’s database', () => {
  it('keeps the owner’s DUERP, its version, its purchase, its invoice and its share link', async () => {
    const auth = await signIn('proprietaire@ancienne-version.fr');
    const list = await app.inject({ method: 'GET', url: '/api/duerp/list', headers: auth });
    const [doc] = list.json<DuerpDocument[]>();
    expect(list.json<DuerpDocument[]>()).toHaveLength(1);
    expect(doc).toMatchObject({
      id: facts.documentId,
      paymentStatus_Derivated: 'IN_PAID_PERIOD',
      hasFullAccess_Derivated: true,
      isVip_Derivated: false,
    });
    expect(doc!.versions.map((v) => v.id)).toEqual([facts.versionId]);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/duerp/${facts.documentId}/versions/${facts.versionId}/download`,
      headers: auth,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const subscriptions = await app.inject({
      method: 'GET',
      url: '/api/myaccount/mysubscriptions',
      headers: auth,
    });
    expect(subscriptions.json<{ isActive: boolean }[]>()).toMatchObject([{ isActive: true }]);
    const profiles = await app.inject({
      method: 'GET',
      url: '/api/myaccount/mybillingprofiles',
      headers: auth,
    });
    expect(profiles.json<unknown[]>()).toHaveLength(1);
    // The invoice follows its owner into the personal espace.
    const invoices = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM invoices i JOIN espaces e ON e.id = i.espace_id
          JOIN accounts a ON a.id = e.personal_account_id
          WHERE a.email = 'proprietaire@ancienne-version.fr'`,
    );
    expect(invoices[0]?.n).toBe(1);
    const shared = await app.inject({
      method: 'GET',
      url: `/api/public/partage/${facts.shareToken}`,
    });
    expect(shared.statusCode).toBe(200);

    const espaces = await app.inject({ method: 'GET', url: '/api/espaces', headers: auth });
    expect(espaces.json<MyEspace[]>()).toMatchObject([
      {
        name: 'Espace de proprietaire@ancienne-version.fr',
        role: 'proprietaire',
        isPersonal: true,
      },
    ]);
  });

  it('keeps the VIP flag and the DUERP cap, now on the personal espace', async () => {
    const vip = await app.inject({
      method: 'GET',
      url: '/api/myaccount/info',
      headers: await signIn('vip@ancienne-version.fr'),
    });
    expect(vip.json()).toMatchObject({ isVip: true });
    const capped = await app.inject({
      method: 'GET',
      url: '/api/myaccount/info',
      headers: await signIn('plafond@ancienne-version.fr'),
    });
    expect(capped.json()).toMatchObject({ isVip: false, maxNumberOfDuerps: 7 });
  });
});
