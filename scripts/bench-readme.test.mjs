import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readResults, withTables } from './bench-readme.mjs';
import { ROOT } from './lib.mjs';

const machine = { date: '2026-11-26T05:00:00Z', node: 'v20.20.2', cores: 2, cpu: 'AMD EPYC' };
const size = (risks, medianMs, busy) => ({
  risks,
  pages: 138,
  kilobytes: 900,
  medianMs,
  minMs: medianMs,
  maxMs: medianMs,
  medianCpuMs: medianMs * 1.2,
  baselineRssMb: 100,
  peakRssMb: 201.4,
  load: { start: busy ? 7.5 : 0.4, end: 1.1, busy },
});

describe('README benchmark tables', () => {
  it('writes the figures of the results between the markers, with runs, statistic and load', () => {
    const readme = 'avant\n<!-- bench:pdf -->\nvieux chiffres\n<!-- /bench:pdf -->\naprès\n';
    const pdf = { machine, runs: 7, statistic: 'median', sizes: [size(1000, 228.4, false)] };
    const out = withTables(readme, { pdf });
    expect(out).not.toContain('vieux chiffres');
    expect(out).toMatch(/^avant\n<!-- bench:pdf -->\nMesuré le 26 novembre 2026/);
    expect(out).toContain('médiane de 7 rendus');
    expect(out).toContain('| 1 000 | 138 | 228 ms | 274 ms | 201 Mo | 0,4 → 1,1 |');
    expect(out).not.toContain('occupée');
    expect(out.endsWith('<!-- /bench:pdf -->\naprès\n')).toBe(true);
    expect(withTables(out, { pdf })).toBe(out);
  });

  it('says when the machine was busy during a measure', () => {
    const readme = '<!-- bench:pdf -->\n<!-- /bench:pdf -->\n';
    const pdf = { machine, runs: 7, statistic: 'median', sizes: [size(4000, 1496, true)] };
    const out = withTables(readme, { pdf });
    expect(out).toContain('| 4 000 | 138 | 1,50 s | 1,80 s | 201 Mo | 7,5 → 1,1 (occupée) |');
    expect(out).toContain('Machine occupée pendant au moins une mesure');
  });

  it('refuses a README without the markers', () => {
    const pdf = { machine, runs: 7, statistic: 'median', sizes: [] };
    expect(() => withTables('rien', { pdf })).toThrow(/marqueurs/);
  });

  it('finds the README up to date with bench/results (npm run bench:readme after a bench)', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(withTables(readme, readResults(ROOT))).toBe(readme);
  });
});
