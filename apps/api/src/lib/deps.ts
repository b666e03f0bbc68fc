import type { Env } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../modules/platform/mail/index.js';
import type { VersionSnapshotPart } from './snapshot-part.js';

/** What services need from the outside world, built once in app.ts. */
export interface Deps {
  env: Env;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** What modules add to a version's snapshot at generation (ApiModule.snapshotParts). */
  snapshotParts?: readonly VersionSnapshotPart[];
}
