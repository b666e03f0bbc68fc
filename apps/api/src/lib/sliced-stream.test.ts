import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { slicedStream } from './sliced-stream.js';

describe('slicedStream', () => {
  it('gives back the same bytes, in slices no larger than asked', async () => {
    const bytes = randomBytes(200_000);
    const slices: Buffer[] = [];
    for await (const slice of slicedStream(bytes, { sliceBytes: 65_536 }))
      slices.push(slice as Buffer);
    expect(Buffer.concat(slices).equals(bytes)).toBe(true);
    expect(slices.map((s) => s.length)).toEqual([65_536, 65_536, 65_536, 3_392]);
  });

  it('sends nothing for an empty buffer', async () => {
    const slices: unknown[] = [];
    for await (const slice of slicedStream(Buffer.alloc(0))) slices.push(slice);
    expect(slices).toEqual([]);
  });
});
