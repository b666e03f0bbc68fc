import type { HistoriqueEntry, HistoriqueGroup } from './schemas.js';

/** One write of the history, its changes already put in words. */
export interface HistoryWrite {
  at: Date;
  actorAccountId: string | null;
  actor: string;
  entries: HistoriqueEntry[];
}

const MINUTE_MS = 60_000;

/**
 * Groups writes (newest first) by person and minute: consecutive writes of the same person within
 * the same clock minute make one group, its entries newest first.
 */
export function groupHistory(writes: readonly HistoryWrite[]): HistoriqueGroup[] {
  const groups: HistoriqueGroup[] = [];
  for (const write of writes) {
    const minute = new Date(Math.floor(write.at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
    const last = groups.at(-1);
    if (
      last &&
      last.actorAccountId === write.actorAccountId &&
      last.actor === write.actor &&
      last.at === minute
    ) {
      last.entries.push(...write.entries);
    } else {
      groups.push({
        actor: write.actor,
        actorAccountId: write.actorAccountId,
        at: minute,
        entries: [...write.entries],
      });
    }
  }
  return groups;
}
