import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds used so far by a process and its descendants (Linux /proc), the root itself
 * included or not: unlike wall time, it does not grow when other programs share the machine.
 */
export function treeCpuSeconds(root: number, includeRoot = true): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean =>
    pid === root || (pid > 1 && inTree(stats.get(pid)?.parent ?? 0));
  let ticks = 0;
  for (const [pid, { ticks: t }] of stats) {
    if ((includeRoot || pid !== root) && inTree(pid)) ticks += t;
  }
  return ticks / 100; // USER_HZ
}
