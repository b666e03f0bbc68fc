import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * Benchmark results anyone can check (issue 28): each bench writes its figures with the machine
 * they were measured on to bench/results/{name}.json (committed), and the tables of
 * docs/performances.md are generated from those files (`npm run bench:readme`), never typed by hand.
 */
export const RESULTS_DIR = join(import.meta.dirname, '..', 'results');

export interface Machine {
  date: string;
  node: string;
  cores: number;
  cpu: string;
}

export function machine(): Machine {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
  };
}

/** The 1-minute load average, at the start and the end of a measure. */
export interface Load {
  start: number;
  end: number;
  /** Above the core count at either end: the figures are those of a busy machine. */
  busy: boolean;
}

/** Runs `measure` and notes the load average around it. */
export async function withLoad<T>(measure: () => Promise<T>): Promise<T & { load: Load }> {
  const start = loadavg()[0] ?? 0;
  const result = await measure();
  const end = loadavg()[0] ?? 0;
  const cores = availableParallelism();
  return { ...result, load: { start, end, busy: start > cores || end > cores } };
}

/**
 * Runs the bench `scriptUrl` again in a child process (`--child arg`, so that each measure has a
 * fresh process and its own peak RSS), with the load around it; the child prints its JSON.
 */
export function measureInChild<T>(scriptUrl: string, arg: string): Promise<T & { load: Load }> {
  return withLoad(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(scriptUrl), '--child', arg],
      { maxBuffer: 1024 * 1024 },
    );
    return JSON.parse(stdout) as T;
  });
}

/** The line a bench prints under a figure measured on a busy machine. */
export function busyWarning(load: Load): string | null {
  if (!load.busy) return null;
  return (
    `MACHINE OCCUPÉE : charge ${load.start.toFixed(1)} → ${load.end.toFixed(1)} pour ` +
    `${availableParallelism()} cœurs ; durées pessimistes, comparer le temps CPU.`
  );
}

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Writes bench/results/{name}.json. */
export function writeResults(name: string, results: object): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ machine: machine(), ...results }, null, 2)}\n`);
  return file;
}
