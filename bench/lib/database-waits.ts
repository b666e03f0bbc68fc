/**
 * What PostgreSQL's connections of the bench database are doing, sampled twice a second during a
 * step (pg_stat_statements is not installed; pg_stat_activity is): how many wait for a lock, how
 * many sit "idle in transaction" (waiting for the API's next statement), how many run.
 */
import pg from 'pg';

export interface DatabaseWaits {
  samples: number;
  lockWaitingMean: number;
  lockWaitingMax: number;
  idleInTransactionMean: number;
  activeMean: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Starts sampling; the returned function stops and summarises. */
export async function sampleDatabaseWaits(url: string): Promise<() => Promise<DatabaseWaits>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const totals = { samples: 0, lock: 0, lockMax: 0, idle: 0, active: 0 };
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    pending = client
      .query<{ lock: string; idle: string; active: string }>(
        `SELECT count(*) FILTER (WHERE wait_event_type = 'Lock') AS lock,
                count(*) FILTER (WHERE state = 'idle in transaction') AS idle,
                count(*) FILTER (WHERE state = 'active') AS active
           FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
      .then(({ rows: [row] }) => {
        const lock = Number(row?.lock ?? 0);
        totals.samples += 1;
        totals.lock += lock;
        totals.lockMax = Math.max(totals.lockMax, lock);
        totals.idle += Number(row?.idle ?? 0);
        totals.active += Number(row?.active ?? 0);
      })
      .catch(() => undefined);
  }, 500);
  return async () => {
    clearInterval(timer);
    await pending;
    await client.end();
    const n = Math.max(1, totals.samples);
    return {
      samples: totals.samples,
      lockWaitingMean: round(totals.lock / n),
      lockWaitingMax: totals.lockMax,
      idleInTransactionMean: round(totals.idle / n),
      activeMean: round(totals.active / n),
    };
  };
}
