/** The simulated people of bench:editors, played by child processes (lib/editors-worker.ts). */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { SeededPerson } from './editors-seed.js';
import type { Route, StepReport, WorkerCommand } from './editors-worker.js';

/** `threads` child processes, each playing its share of the people. */
export class LoadGenerator {
  readonly #workers: ChildProcess[];
  readonly #threads: number;

  /** `listWriteOneIn`: 1 save in this many is a whole-list write with If-Match (0: none). */
  constructor(base: string, threads: number, listWriteOneIn = 0) {
    this.#threads = threads;
    this.#workers = Array.from({ length: threads }, () =>
      fork(join(import.meta.dirname, 'editors-worker.ts'), {
        execArgv: ['--import', 'tsx'],
        env: {
          ...process.env,
          BENCH_EDITORS_WORKER: JSON.stringify({
            base,
            thinkSeconds: 5,
            listEverySeconds: 60,
            versionOneIn: 200,
            listWriteOneIn,
          }),
        },
      }),
    );
  }

  #ask<T>(worker: ChildProcess, command: WorkerCommand, reply: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: { kind: string; message?: string } & T) => {
        if (message.kind === 'failed') reject(new Error(message.message));
        else if (message.kind === reply) resolve(message);
        else return;
        worker.off('message', onMessage);
      };
      worker.on('message', onMessage);
      worker.send(command);
    });
  }

  /** Hands out the people round-robin: the first N of them are shared evenly at every step. */
  async assign(people: SeededPerson[]): Promise<void> {
    await Promise.all(
      this.#workers.map((w, index) =>
        this.#ask(
          w,
          { kind: 'people', people: people.filter((_, i) => i % this.#threads === index) },
          'ready',
        ),
      ),
    );
  }

  /** The first `people` sign in (those not yet signed in), or work for `seconds`. */
  async play(people: number, seconds?: number): Promise<StepReport> {
    const share = (index: number) => Math.max(0, Math.ceil((people - index) / this.#threads));
    const reports = await Promise.all(
      this.#workers.map((w, index) =>
        this.#ask<{ report: StepReport }>(
          w,
          seconds === undefined
            ? { kind: 'sign-in', people: share(index) }
            : { kind: 'run', people: share(index), seconds },
          'report',
        ),
      ),
    );
    const merged: StepReport = { latencies: {}, errors: {}, firstErrors: [], conflicts: 0 };
    for (const { report } of reports) {
      for (const [route, values] of Object.entries(report.latencies) as [Route, number[]][])
        (merged.latencies[route] ??= []).push(...values);
      for (const [route, count] of Object.entries(report.errors) as [Route, number][])
        merged.errors[route] = (merged.errors[route] ?? 0) + count;
      merged.firstErrors.push(...report.firstErrors);
      merged.conflicts += report.conflicts;
    }
    return merged;
  }

  /** The generator's processes, whose CPU the step reports beside the server's. */
  get pids(): number[] {
    return this.#workers.map((w) => w.pid ?? 0).filter(Boolean);
  }

  stop(): void {
    for (const worker of this.#workers) worker.kill();
  }
}
