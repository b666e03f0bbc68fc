import { readlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';
import type { PoolRequest, PoolResponse } from './worker-pool.js';

/**
 * Starts the worker whose entry is `entry` (without extension) beside the calling module. In the
 * production bundle the caller is inlined in dist/server.js and the worker is dist/{entry}.js (an
 * entry of build.mjs). From the TypeScript sources (tsx in development, vitest) the worker is
 * {entry}.ts: `execArgv: ['--import', 'tsx']` does not work for worker threads on Node 20 (tsx's
 * ESM hooks are not applied there, the worker fails with ERR_UNKNOWN_FILE_EXTENSION), so the
 * worker registers tsx's CommonJS hook and requires it. `resourceLimits` caps the thread's heap:
 * past it the thread dies with ERR_WORKER_OUT_OF_MEMORY and the process lives on.
 */
export function startWorker(
  callerUrl: string,
  entry: string,
  name: string,
  resourceLimits?: ResourceLimits,
): Worker {
  const options = { name, ...(resourceLimits && { resourceLimits }) };
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${entry}.js`, callerUrl), options);
  // The API tests build the workers once per run: starting one through tsx costs seconds of CPU.
  const builtWorkers = process.env.API_BUILT_WORKERS_DIR;
  if (builtWorkers) return new Worker(join(builtWorkers, `${entry}.js`), options);
  const tsx = createRequire(callerUrl).resolve('tsx/cjs/api');
  const file = fileURLToPath(new URL(`./${entry}.ts`, callerUrl));
  const code = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(file)});`;
  return new Worker(code, { ...options, eval: true });
}

/** Nice value of render threads: they get the CPU the API's own threads leave. */
const RENDER_THREAD_NICE = 10;

/**
 * On Linux each thread has its own nice value: a render thread lowers its own, so that on a busy
 * machine a render slows down rather than the answers to other requests. Elsewhere, or if the
 * system refuses, the thread keeps the default priority.
 */
function lowerThisThreadPriority(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, RENDER_THREAD_NICE);
  } catch {
    // not Linux, or not allowed: default priority
  }
}

/**
 * The worker side of a WorkerPool: at a lowered priority, answers each job with the bytes `render`
 * makes (handed over without a copy when the buffer owns its memory) or with its error's message.
 */
export function serveRenderJobs<I>(workerName: string, render: (input: I) => Promise<Buffer>) {
  const port = parentPort;
  if (!port) throw new Error(`${workerName} doit être lancé comme worker thread.`);
  lowerThisThreadPriority();
  port.on('message', (request: PoolRequest<I>) => {
    render(request.input).then(
      (output) => {
        const owned = output.byteOffset === 0 && output.byteLength === output.buffer.byteLength;
        const bytes = owned
          ? new Uint8Array(output.buffer, 0, output.byteLength)
          : Uint8Array.from(output);
        const response: PoolResponse<Uint8Array> = { id: request.id, ok: true, result: bytes };
        port.postMessage(response, [bytes.buffer as ArrayBuffer]);
      },
      (error: unknown) => {
        const response: PoolResponse<Uint8Array> = {
          id: request.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        };
        port.postMessage(response);
      },
    );
  });
}
