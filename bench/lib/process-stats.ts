/** CPU and memory of the bench's server processes (Linux /proc), and PostgreSQL's main process. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { treeCpuSeconds } from './cpu.js';

/**
 * CPU seconds of a process tree, its children that already ended included (PostgreSQL ends a
 * backend when the API's pool closes an idle connection; nginx replaces its workers on reload).
 */
export function cpuSeconds(root: number): number {
  const stat = readFileSync(`/proc/${root}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return treeCpuSeconds(root) + (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Resident memory of a process tree, in MB. */
export function treeRssMb(root: number): number {
  let kb = 0;
  const children = (pid: number): number[] => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const visit = (pid: number) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return;
    }
    for (const child of children(pid)) visit(child);
  };
  visit(root);
  return Math.round(kb / 1024);
}

/** The PostgreSQL server's main process (its first line of postmaster.pid). */
export function postmasterPid(url: string): number | null {
  try {
    const dataDirectory = execFileSync('psql', [url, '-Atc', 'SHOW data_directory'])
      .toString()
      .trim();
    return Number(readFileSync(join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}
