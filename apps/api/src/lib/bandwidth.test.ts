import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Bandwidth } from './bandwidth.js';
import { slicedStream } from './sliced-stream.js';

/** Resolves to the fake time at which each promise settled. */
function settledAt(promises: Promise<unknown>[]): number[] {
  const times: number[] = [];
  promises.forEach((p, i) => void p.then(() => (times[i] = performance.now())));
  return times;
}

describe('Bandwidth', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'], now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('lets the burst go at once, then spaces the bytes at the rate', async () => {
    const bandwidth = new Bandwidth(1000, 500);
    const times = settledAt([bandwidth.take(500), bandwidth.take(250), bandwidth.take(250)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(times[0]).toBe(0);
    expect(times[1]).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(times.slice(1)).toEqual([250, 500]);
  });

  it('does not save idle time beyond the burst', async () => {
    const bandwidth = new Bandwidth(1000, 100);
    await vi.advanceTimersByTimeAsync(10_000);
    const times = settledAt([bandwidth.take(100), bandwidth.take(1000)]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(times).toEqual([10_000, 11_000]);
  });

  it('never waits when unlimited', async () => {
    const bandwidth = new Bandwidth(0);
    const times = settledAt([bandwidth.take(1e9), bandwidth.take(1e9)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toEqual([0, 0]);
  });

  it('shares the rate between concurrent streams, slice by slice', async () => {
    const bandwidth = new Bandwidth(1000, 0);
    const read = async (name: string, log: string[]) => {
      const stream = slicedStream(Buffer.alloc(300), { bandwidth, sliceBytes: 100 });
      for await (const _slice of stream) log.push(`${name}@${performance.now()}`);
    };
    const log: string[] = [];
    const both = Promise.all([read('a', log), read('b', log)]);
    await vi.advanceTimersByTimeAsync(1000);
    await both;
    // 600 bytes at 1,000 bytes/s: the last slice leaves at 600 ms, and neither stream waits for the other to end.
    expect(log.at(-1)).toMatch(/@600$/);
    expect(
      log
        .slice(0, 2)
        .map((l) => l[0])
        .sort(),
    ).toEqual(['a', 'b']);
  });
});
