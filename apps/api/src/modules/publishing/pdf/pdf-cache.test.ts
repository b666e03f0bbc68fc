import { describe, expect, it } from 'vitest';
import { pdfFixture, pdfInput } from '../../../../test/helpers/pdf.js';
import { PdfCache } from './pdf-cache.js';
import type { DuerpPdfInput } from './pdf-context.js';

describe('PdfCache', () => {
  const input = (variant: DuerpPdfInput['variant'] = 'full') => pdfInput(pdfFixture(), { variant });
  const load =
    (variant: DuerpPdfInput['variant'] = 'full') =>
    () =>
      Promise.resolve(input(variant));

  it('renders a version and variant once, concurrent downloads included', async () => {
    let renders = 0;
    const cache = new PdfCache({ maxEntries: 4, maxBytes: 1000 }, async (i) => {
      renders += 1;
      return Buffer.from(`pdf ${i.variant}`);
    });
    let loads = 0;
    const counted = () => {
      loads += 1;
      return Promise.resolve(input());
    };
    const [a, b] = await Promise.all([
      cache.get('v1', 'full', counted),
      cache.get('v1', 'full', counted),
    ]);
    expect(a.toString()).toBe('pdf full');
    expect(b).toBe(a);
    expect((await cache.get('v1', 'demo', load('demo'))).toString()).toBe('pdf demo');
    await cache.get('v1', 'full', counted);
    expect(renders).toBe(2);
    expect(loads).toBe(1); // a cached PDF loads nothing
  });

  it('does not keep a failed load', async () => {
    const cache = new PdfCache({ maxEntries: 2, maxBytes: 100 }, async () => Buffer.from('ok'));
    await expect(
      cache.get('v1', 'full', () => Promise.reject(new Error('lecture'))),
    ).rejects.toThrow('lecture');
    expect((await cache.get('v1', 'full', load())).toString()).toBe('ok');
  });

  it('evicts the least recently used entries beyond its limits', async () => {
    const cache = new PdfCache({ maxEntries: 2, maxBytes: 25 }, async (i) =>
      Buffer.alloc(10, i.versionNumber),
    );
    const at = (n: number) =>
      cache.get(`v${n}`, 'full', () => Promise.resolve({ ...input(), versionNumber: n }));
    await at(1);
    await at(2);
    await at(1); // v1 is now the most recent
    await at(3); // evicts v2 (count), and bytes stay ≤ 25
    expect(cache.size).toBe(2);
    let renders = 0;
    const counting = new PdfCache({ maxEntries: 2, maxBytes: 25 }, async () => {
      renders += 1;
      return Buffer.alloc(30);
    });
    await counting.get('big', 'full', load());
    await counting.get('big', 'full', load());
    expect(renders).toBe(2); // larger than the whole cache: never kept
  });

  it('does not keep a failed render', async () => {
    let calls = 0;
    const cache = new PdfCache({ maxEntries: 2, maxBytes: 100 }, async () => {
      calls += 1;
      if (calls === 1) throw new Error('échec');
      return Buffer.from('ok');
    });
    await expect(cache.get('v1', 'full', load())).rejects.toThrow('échec');
    expect((await cache.get('v1', 'full', load())).toString()).toBe('ok');
  });
});
