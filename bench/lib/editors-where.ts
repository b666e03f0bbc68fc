/**
 * Where a step's time went, beside its client-side latencies: the API's event-loop delay, its
 * wait for a database connection and its commits (asked of the server on its IPC channel), the
 * connections PostgreSQL saw waiting on a lock or idle in a transaction, and the CPU of the load
 * generator's own processes (on the same cores as the server).
 */
import type { TimingsSnapshot } from '../../apps/api/src/db/timings.js';
import { sampleDatabaseWaits, type DatabaseWaits } from './database-waits.js';
import type { Target } from './editors-targets.js';
import { cpuSeconds } from './process-stats.js';

export interface WhereTimeWent {
  /** Null behind nginx: two API processes, no channel to ask. */
  api: TimingsSnapshot | null;
  /** PostgreSQL only. */
  database: DatabaseWaits | null;
  generatorCpuPercent: number;
}

const generatorCpu = (pids: number[]) =>
  pids.reduce((total, pid) => {
    try {
      return total + cpuSeconds(pid);
    } catch {
      return total;
    }
  }, 0);

/** Starts the measure (the server's figures start afresh); the returned function ends it. */
export async function measureWhereTimeGoes(
  target: Target,
  generatorPids: number[],
): Promise<() => Promise<WhereTimeWent>> {
  await target.timings();
  const stopSampling = target.databaseUrl ? await sampleDatabaseWaits(target.databaseUrl) : null;
  const cpu0 = generatorCpu(generatorPids);
  const started = performance.now();
  return async () => {
    const elapsed = (performance.now() - started) / 1000;
    return {
      api: await target.timings(),
      database: stopSampling ? await stopSampling() : null,
      generatorCpuPercent: Math.round(((generatorCpu(generatorPids) - cpu0) / elapsed) * 100),
    };
  };
}

/** One line of the step's console report. */
export function describeWhereTimeWent(where: WhereTimeWent): string {
  const parts: string[] = [`CPU générateur ${where.generatorCpuPercent} %`];
  const { api, database } = where;
  if (api)
    parts.push(
      `boucle d'événements p99 ${api.eventLoopDelayMs.p99} ms (max ${api.eventLoopDelayMs.max})`,
      `attente de connexion moy./p99 ${api.poolWaitMs.mean}/${api.poolWaitMs.p99} ms`,
      `COMMIT moy./p99 ${api.commitMs.mean}/${api.commitMs.p99} ms (${api.commitMs.count})`,
      `${api.statements} requêtes SQL, ${api.transactions} transactions`,
    );
  if (database)
    parts.push(
      `PostgreSQL : en attente de verrou moy./max ${database.lockWaitingMean}/${database.lockWaitingMax}, ` +
        `« idle in transaction » moy. ${database.idleInTransactionMean}, actives moy. ${database.activeMean}`,
    );
  return parts.join(', ');
}
