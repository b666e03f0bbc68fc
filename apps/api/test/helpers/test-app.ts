import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { parseEnv, type Env } from '../../src/config/env.js';
import { espaces } from '../../src/db/schema/index.js';
import { insertAccountWithEspace } from '../../src/modules/identity/auth/index.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { openSession } from '../../src/modules/identity/auth/sessions.service.js';
import { createTestDatabase } from './test-database.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  /** `url` is set on PostgreSQL, where another instance may open its own connections. */
  database: DatabaseHandle & { url?: string };
  dataDir: string;
  /** Mails written to the outbox so far, oldest first. */
  outbox: () => OutboxMail[];
  close: () => Promise<void>;
}

export const TEST_PASSWORD = 'Motdepasse1!';

/**
 * The app of a test file: created before its tests (`beforeAll`) and closed after them. The answer
 * stands for that app, so it is read inside tests and hooks only.
 */
export function useTestApp(overrides: Record<string, string> = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides);
  });
  afterAll(() => current?.close());
  return new Proxy({} as TestApp, {
    get: (_, key) => {
      if (!current) throw new Error('useTestApp : lue avant le beforeAll du fichier');
      return Reflect.get(current, key) as unknown;
    },
  });
}

/** The real app on a fresh database, with the outbox mailer in a temporary data folder. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  /** Routes a test adds to the real app before it starts (to probe the app's own settings). */
  addRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'duerp-api-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CAPTCHA_COUNTER_MIN: '0',
    CAPTCHA_COUNTER_MAX: '20',
    RATE_LIMIT_MAX_PER_IP: '1000',
    RATE_LIMIT_MAX_PER_EMAIL: '1000',
    // Strict by default, like a deployment; a test passes PUBLIC_URL: '' to use the request's address.
    PUBLIC_URL: 'http://localhost:3000',
    ...overrides,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ env, database, logger: false });
  addRoutes?.(app);
  await app.ready();
  const outboxDir = join(dataDir, 'outbox');
  return {
    app,
    env,
    database,
    dataDir,
    outbox: () => {
      if (!existsSync(outboxDir)) return [];
      return readdirSync(outboxDir)
        .sort()
        .map((f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')) as OutboxMail);
    },
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another instance of the API on the test app's database, as a second process behind a load
 * balancer would be: its own memory (live hub, caches), its own connections on PostgreSQL, the
 * same PGlite otherwise (one process). Closed by the answer's `close`, before the test app.
 */
export async function createSecondInstance(t: TestApp) {
  const database = t.database.url ? openDatabase({ databaseUrl: t.database.url }) : t.database;
  const app = await buildApp({ env: t.env, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

let sequence = 0;

/** An account created in the database, signed in: its id, e-mail and tokens. */
export async function createAccount(
  t: TestApp,
  overrides: {
    email?: string;
    password?: string;
    isVip?: boolean;
    maxNumberOfDuerps?: number;
  } = {},
) {
  sequence += 1;
  const email = overrides.email ?? `utilisateur${sequence}-${Date.now()}@exemple.fr`;
  const { db } = t.app.deps;
  const row = await insertAccountWithEspace(
    db,
    email,
    await hash(overrides.password ?? TEST_PASSWORD),
  );
  if (!row) throw new Error('account insert failed');
  const [espace] = await db
    .update(espaces)
    .set({
      isVip: overrides.isVip ?? false,
      maxNumberOfDuerps: overrides.maxNumberOfDuerps ?? null,
    })
    .where(eq(espaces.personalAccountId, row.id))
    .returning({ id: espaces.id });
  if (!espace) throw new Error('personal espace missing');
  const tokens = await openSession(t.app.deps, row.id);
  return {
    id: row.id,
    email,
    /** The account's personal espace. */
    espaceId: espace.id,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** Sets the VIP flag of the account's personal espace. */
export async function setVip(t: TestApp, accountId: string, isVip: boolean) {
  await t.app.deps.db
    .update(espaces)
    .set({ isVip })
    .where(eq(espaces.personalAccountId, accountId));
}
