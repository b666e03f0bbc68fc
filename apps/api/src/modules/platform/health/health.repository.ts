import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Executor) {
  await db.execute(sql`select 1`);
}
