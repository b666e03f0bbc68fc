import { createHistogram, monitorEventLoopDelay, type RecordableHistogram } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * Where a request's time goes inside the API process: the event loop's delay, the wait for a
 * database connection (PostgreSQL's pool; PGlite: its one transaction at a time) and the time a
 * transaction takes to commit once its work is done. Off unless `startTimings` was called (the
 * benches' server, asked through its IPC channel): production pays one boolean test per query.
 */
let recording: {
  loop: ReturnType<typeof monitorEventLoopDelay>;
  poolWait: RecordableHistogram;
  commit: RecordableHistogram;
  statements: number;
  transactions: number;
  /** Kept only when asked (tests): the start of each statement's text. */
  texts: string[] | null;
} | null = null;

export interface TimingsSnapshot {
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  poolWaitMs: { count: number; mean: number; p99: number; max: number };
  commitMs: { count: number; mean: number; p99: number; max: number };
  statements: number;
  transactions: number;
  /** With `startTimings({ keepTexts: true })`: each statement's first 120 characters. */
  texts?: string[];
}

export function startTimings({ keepTexts = false } = {}): void {
  if (recording) return;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  recording = {
    loop,
    poolWait: createHistogram(),
    commit: createHistogram(),
    statements: 0,
    transactions: 0,
    texts: keepTexts ? [] : null,
  };
}

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

/** The figures since the previous snapshot (or the start), then starts afresh. */
export function takeTimings(): TimingsSnapshot | null {
  if (!recording) return null;
  const { loop, poolWait, commit } = recording;
  const summary = (h: RecordableHistogram) => ({
    count: h.count,
    mean: h.count ? ms(h.mean) : 0,
    p99: h.count ? ms(h.percentile(99)) : 0,
    max: h.count ? ms(h.max) : 0,
  });
  const snapshot: TimingsSnapshot = {
    eventLoopDelayMs: {
      p50: ms(loop.percentile(50)),
      p99: ms(loop.percentile(99)),
      max: ms(loop.max),
    },
    poolWaitMs: summary(poolWait),
    commitMs: summary(commit),
    statements: recording.statements,
    transactions: recording.transactions,
    ...(recording.texts ? { texts: recording.texts } : {}),
  };
  loop.reset();
  poolWait.reset();
  commit.reset();
  recording.statements = 0;
  recording.transactions = 0;
  if (recording.texts) recording.texts = [];
  return snapshot;
}

const record = (histogram: 'poolWait' | 'commit', since: number) => {
  if (recording)
    recording[histogram].record(Math.max(1, Math.round((performance.now() - since) * 1e6)));
};

/** Times from the connection's request to its grant, for both of pg-pool's call styles. */
export function timePoolWaits(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  (pool as { connect: unknown }).connect = (callback?: (...args: unknown[]) => void) => {
    if (!recording) return connect(callback);
    const since = performance.now();
    if (callback)
      return connect((...args: unknown[]) => {
        record('poolWait', since);
        callback(...args);
      });
    return (connect() as Promise<unknown>).then((client) => {
      record('poolWait', since);
      return client;
    });
  };
}

/** Counts a statement sent to the database. */
export function countStatement(text: unknown): void {
  if (!recording) return;
  recording.statements += 1;
  recording.texts?.push(
    String(typeof text === 'object' && text && 'text' in text ? text.text : text).slice(0, 120),
  );
}

/** Stops recording (tests that started it). */
export function stopTimings(): void {
  recording?.loop.disable();
  recording = null;
}

/** Wraps a transaction's work: its end starts the commit's clock, stopped when the commit returns. */
export async function timeTransaction<T>(
  run: (work: <R>(inner: () => Promise<R>) => Promise<R>) => Promise<T>,
): Promise<T> {
  if (!recording) return run((inner) => inner());
  recording.transactions += 1;
  let workEnded = 0;
  const result = await run(async (inner) => {
    try {
      return await inner();
    } finally {
      workEnded = performance.now();
    }
  });
  if (workEnded) record('commit', workEnded);
  return result;
}

/** PGlite: the wait for its one transaction at a time, from the request to the work's start. */
export const poolWaitStarted = (): (() => void) => {
  if (!recording) return () => undefined;
  const since = performance.now();
  return () => record('poolWait', since);
};
