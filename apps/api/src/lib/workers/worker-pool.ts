import type { TransferListItem, Worker } from 'node:worker_threads';

/** What a pool worker receives… */
export interface PoolRequest<I> {
  id: number;
  input: I;
}
/** …and answers. */
export type PoolResponse<O> =
  { id: number; ok: true; result: O } | { id: number; ok: false; message: string };

export interface WorkerPoolOptions {
  size: number;
  createWorker: () => Worker;
  /** A job running longer is abandoned and its worker replaced. */
  jobTimeoutMs?: number;
}

interface Job<I, O> {
  id: number;
  input: I;
  transfer: readonly TransferListItem[];
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

interface Slot<I, O> {
  worker: Worker;
  job: Job<I, O> | null;
  timer: NodeJS.Timeout | null;
  /** The thread has started running: its job's time limit counts from then. */
  online: boolean;
}

/**
 * A small pool of worker threads for CPU-bound jobs: workers start on demand up to `size` and are
 * reused, jobs wait in a queue, a worker that crashes or overruns is dropped (its job rejected)
 * and a new one started for the next job. Idle workers do not keep the process alive.
 */
export class WorkerPool<I, O> {
  private readonly slots: Slot<I, O>[] = [];
  private readonly queue: Job<I, O>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Number of live workers (for tests and metrics). */
  get workerCount(): number {
    return this.slots.length;
  }

  /** `transfer`: buffers of the input moved to the worker rather than copied (then unusable here). */
  run(input: I, transfer: readonly TransferListItem[] = []): Promise<O> {
    if (this.closed) return Promise.reject(new Error('Le service de rendu est arrêté.'));
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, transfer, resolve, reject });
      this.dispatch();
    });
  }

  /** Rejects waiting jobs and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new Error('Le service de rendu est arrêté.'));
    const slots = this.slots.splice(0);
    for (const slot of slots) this.fail(slot, new Error('Le service de rendu est arrêté.'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift();
      if (!job) return;
      this.start(slot, job);
    }
  }

  private start(slot: Slot<I, O>, job: Job<I, O>): void {
    slot.job = job;
    slot.worker.ref();
    if (slot.online) this.startTimer(slot);
    const request: PoolRequest<I> = { id: job.id, input: job.input };
    slot.worker.postMessage(request, job.transfer);
    job.transfer = [];
  }

  /**
   * The time limit of the slot's job. It starts once the thread runs, not when it is created: on a
   * busy machine starting a thread took longer than a short job's limit (a test that failed under
   * load), and a job waiting for its thread has not overrun anything.
   */
  private startTimer(slot: Slot<I, O>): void {
    const { jobTimeoutMs } = this.options;
    if (!jobTimeoutMs || !slot.job || slot.timer) return;
    slot.timer = setTimeout(() => {
      this.remove(slot, new Error('Le rendu a pris trop de temps et a été interrompu.'));
      void slot.worker.terminate();
    }, jobTimeoutMs);
  }

  private spawn(): Slot<I, O> {
    const worker = this.options.createWorker();
    const slot: Slot<I, O> = { worker, job: null, timer: null, online: false };
    worker.once('online', () => {
      slot.online = true;
      this.startTimer(slot);
    });
    worker.on('message', (message: PoolResponse<O>) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      this.settle(slot);
      if (message.ok) job.resolve(message.result);
      else job.reject(new Error(message.message));
      this.dispatch();
    });
    worker.on('error', (error) => this.remove(slot, error));
    worker.on('exit', (code) =>
      this.remove(slot, new Error(`Le processus de rendu s'est arrêté (code ${code}).`)),
    );
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** The slot is free again. */
  private settle(slot: Slot<I, O>): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  private fail(slot: Slot<I, O>, error: Error): void {
    const job = slot.job;
    this.settle(slot);
    job?.reject(error);
  }

  /** Drops a crashed or abandoned worker; the next job gets a fresh one. */
  private remove(slot: Slot<I, O>, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    this.fail(slot, error);
    if (!this.closed) this.dispatch();
  }
}
