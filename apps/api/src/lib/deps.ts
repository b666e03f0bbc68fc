import type { Env } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../modules/platform/mail/index.js';

/** What services need from the outside world, built once in app.ts. */
export interface Deps {
  env: Env;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
}
