import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within';

describe('fitWithin', () => {
  it('brings the long side of a landscape photo down to the limit, in proportion', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
  });

  it('brings the long side of a portrait photo down to the limit', () => {
    expect(fitWithin(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900, 1600)).toEqual({ width: 1600, height: 900 });
  });

  it('rounds to whole pixels and keeps a very thin image at least 1 px wide', () => {
    expect(fitWithin(4001, 3001, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });

  it('refuses an image without dimensions', () => {
    expect(() => fitWithin(0, 100, 1600)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100, 1600)).toThrow(RangeError);
  });
});
