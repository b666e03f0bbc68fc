import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool.js';

/** A worker that doubles numbers after 20 ms, exits on "crash" and never answers "hang". */
const DOUBLER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, input }) => {
  if (input === 'crash') process.exit(3);
  if (input === 'hang') return;
  if (input === 'fail') return parentPort.postMessage({ id, ok: false, message: 'Rendu impossible' });
  setTimeout(() => parentPort.postMessage({ id, ok: true, result: input * 2 }), 20);
});`;

let pool: WorkerPool<number | string, number> | null = null;
const newPool = (options: { size?: number; jobTimeoutMs?: number } = {}) => {
  pool = new WorkerPool<number | string, number>({
    size: options.size ?? 2,
    jobTimeoutMs: options.jobTimeoutMs,
    createWorker: () => new Worker(DOUBLER, { eval: true }),
  });
  return pool;
};
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('WorkerPool', () => {
  it('queues jobs beyond its size and reuses its workers', async () => {
    const p = newPool({ size: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => p.run(n)))).toEqual([2, 4, 6, 8, 10]);
    expect(p.workerCount).toBe(2);
  });

  it('rejects the job of a crashed worker and replaces the worker', async () => {
    const p = newPool({ size: 1 });
    const crashed = p.run('crash');
    const next = p.run(21);
    await expect(crashed).rejects.toThrow(/arrêté \(code 3\)/);
    expect(await next).toBe(42);
    expect(p.workerCount).toBe(1);
  });

  it('abandons a job that overruns its time limit', async () => {
    const p = newPool({ size: 1, jobTimeoutMs: 150 });
    await expect(p.run('hang')).rejects.toThrow('Le rendu a pris trop de temps');
    expect(await p.run(4)).toBe(8);
  });

  it('passes a render error on, keeping the worker', async () => {
    const p = newPool({ size: 1 });
    await expect(p.run('fail')).rejects.toThrow('Rendu impossible');
    expect(await p.run(1)).toBe(2);
  });

  it('refuses jobs once closed', async () => {
    const p = newPool();
    await p.close();
    await expect(p.run(1)).rejects.toThrow('arrêté');
  });
});
