/**
 * Writes `previous-release-db.tar.gz`: a PGlite database written by the release before espaces
 * (commit 16e0138, migrations up to 0013) through its own API — accounts (one VIP, one with a DUERP
 * cap), a completed DUERP with a version, a paid standard plan with its invoice, a share link.
 * Run it from a checkout of that release (the helpers it imports are that release's):
 *   git worktree add /tmp/release 16e0138 && cp this file there && npx tsx <it> <output>
 * upgrade.test.ts then migrates a copy and checks that everything answers as before.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../src/app.js';
import { parseEnv } from '../../src/config/env.js';
import { openDatabase } from '../../src/db/client.js';
import { createAccount, type TestApp } from '../helpers/test-app.js';
import { completeDocument, generate } from '../helpers/duerp.js';
import { createBillingProfile, initPayment, payOnTestCheckout } from '../helpers/payment.js';

const output = process.argv[2] ?? 'previous-release-db.tar.gz';
const dataDir = mkdtempSync(join(tmpdir(), 'duerp-release-'));
const env = parseEnv({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
});
const database = openDatabase({ pglite: new PGlite() });
await database.migrate();
const app = await buildApp({ env, database, logger: false });
await app.ready();
const t = { app, env, database, dataDir, outbox: () => [], close: async () => {} } as TestApp;

const owner = await createAccount(t, { email: 'proprietaire@ancienne-version.fr' });
await createAccount(t, { email: 'vip@ancienne-version.fr', isVip: true });
await createAccount(t, { email: 'plafond@ancienne-version.fr', maxNumberOfDuerps: 7 });
const doc = await completeDocument(t, owner.auth);
const version = (await generate(t, owner.auth, doc.id, 'Première version')).json<{ id: string }>();
const profile = await createBillingProfile(t, owner.auth);
const init = await initPayment(t, owner.auth, {
  planId: 'SUBPLAN_STANDARD',
  duerpDocId: doc.id,
  billingProfileId: profile.id,
});
await payOnTestCheckout(t, init.json<{ checkoutUrl: string }>().checkoutUrl);
const link = await app.inject({
  method: 'POST',
  url: `/api/duerp/${doc.id}/share-links`,
  headers: owner.auth,
  payload: { label: 'CSE' },
});
const facts = {
  documentId: doc.id,
  versionId: version.id,
  shareToken: link.json<{ token: string }>().token,
};
await app.close();
const dump = await database.dumpDataDir!();
await database.close();
writeFileSync(output, dump);
writeFileSync(output.replace(/\.tar\.gz$/, '.json'), `${JSON.stringify(facts, null, 2)}\n`);
console.log(`${output} écrit (${dump.length} octets)`, facts);
