import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client.js';

/** Counts one hit in a fixed window shared by every instance; returns the count and window start. */
export async function recordHit(
  db: Executor,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; windowStart: Date }> {
  const [row] = await queryRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    INSERT INTO rate_limit_counters AS c (key, count, window_start)
    VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE c.count + 1 END,
      window_start = CASE WHEN c.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE c.window_start END
    RETURNING count, window_start`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: Number(row.count), windowStart: new Date(row.window_start) };
}
