import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE, readResults, withTables } from './bench-readme.mjs';
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

describe('benchmark tables of docs/performances.md', () => {
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

  it('writes each configuration of bench:editors and the capacity it held', () => {
    const row = (people, p99, load) => ({
      people,
      requestsPerSecond: people / 4.5,
      saves: { count: people * 9, p50: 12, p95: 40, p99 },
      errors: 0,
      serverCpuPercent: 80,
      databaseCpuPercent: null,
      serverRssMb: 420.4,
      load,
    });
    const editors = {
      machine,
      stepSeconds: 45,
      results: [
        {
          config: 'pglite',
          capacity: 500,
          rows: [
            row(500, 61.2, { start: 0.4, end: 2.5, busy: false }),
            row(1000, 1830, { start: 0.4, end: 3.1, busy: false }),
          ],
        },
      ],
    };
    const out = withTables('<!-- bench:editors -->\n<!-- /bench:editors -->\n', { editors });
    expect(out).toContain('Paliers de 45 s');
    expect(out).toContain(
      '| PGlite (par défaut), une instance | 1 000 | 222 | 12 ms / 40 ms / 1,83 s | 0 | — | 80 % | — | 420 Mo | 0,4 → 3,1 |',
    );
    expect(out).toContain('PGlite (par défaut), une instance : **500**.');
  });

  it("writes the shared workload apart, with where a step's time went", () => {
    const figures = (p99) => ({ count: 10, mean: 1, p99, max: 9 });
    const editors = {
      machine,
      stepSeconds: 45,
      results: [
        {
          config: 'postgres',
          workload: 'shared',
          capacity: 250,
          rows: [
            {
              people: 250,
              requestsPerSecond: 55,
              saves: { count: 2000, p50: 12, p95: 40, p99: 61 },
              errors: 0,
              conflicts: 31,
              where: {
                api: {
                  eventLoopDelayMs: { p50: 10, p99: 21.5 },
                  poolWaitMs: figures(0.4),
                  commitMs: figures(2.25),
                },
              },
              serverCpuPercent: 40,
              databaseCpuPercent: 12,
              serverRssMb: 300,
              load: { start: 0.4, end: 2.5, busy: false },
            },
          ],
        },
      ],
    };
    const out = withTables('<!-- bench:editors -->\n<!-- /bench:editors -->\n', { editors });
    expect(out).toContain(
      '| PostgreSQL, une instance, 50 personnes par document | 250 | 55 | 12 ms / 40 ms / 61 ms | 0 | 22 ms / 0,4 ms / 2,3 ms (31) | 40 % | 12 % | 300 Mo | 0,4 → 2,5 |',
    );
    expect(out).toContain('PostgreSQL, une instance, 50 personnes par document : **250**.');
  });

  it('writes the download stall table with its load', () => {
    const probe = (p50, p99, max) => ({ samples: 150, p50, p99, max });
    const download = {
      machine,
      clients: 20,
      cachedSeconds: 10,
      healthEveryMs: 20,
      snapshotMb: 3.24,
      pdfMb: 2.66,
      rows: {
        idle: probe(1.2, 5.3, 7.9),
        rendering: probe(1.9, 41.5, 48.2),
        cached: { ...probe(1.4, 9.9, 81), downloadsPerSecond: 25 },
      },
      load: { start: 0.6, end: 1.4, busy: false },
    };
    const out = withTables('<!-- bench:download -->\n<!-- /bench:download -->\n', { download });
    expect(out).toContain('instantané de 3,24 Mo');
    expect(out).toContain(
      '| 20 premiers téléchargements (un rendu partagé) | 150 | 1,9 ms | 42 ms | 48 ms | — |',
    );
    expect(out).toContain(
      '| 20 clients, PDF en cache (10 s) | 150 | 1,4 ms | 9,9 ms | 81 ms | 25 |',
    );
    expect(out).toContain('charge 0,6 → 1,4.');
  });

  it('refuses a page without the markers', () => {
    const pdf = { machine, runs: 7, statistic: 'median', sizes: [] };
    expect(() => withTables('rien', { pdf })).toThrow(/marqueurs/);
  });

  it('writes the bakery journeys side by side with their ratios (issue 41)', () => {
    const journey = (clicks, typedCharacters) => ({
      clicks,
      typedCharacters,
      units: 3,
      risks: 10,
      answers: 29,
      actions: 6,
    });
    const starter = {
      machine,
      goal: { clicks: 150, typedCharacters: 300, factor: 3 },
      journeys: { starter: journey(120, 300), today: journey(113, 1951) },
      ratios: { clicks: 0.94, typedCharacters: 6.5, actions: 4.9 },
    };
    const out = withTables('<!-- bench:starter -->\n<!-- /bench:starter -->\n', { starter });
    expect(out).toContain('10 risques évalués, 29 mesures proposées répondues, 6 actions');
    expect(out).toContain('| départ du modèle du secteur | 120 | 300 | 420 |');
    expect(out).toContain('| 113 | 1 951 | 2 064 |');
    expect(out).toContain('| rapport | 0,9 × | 6,5 × | 4,9 × |');
  });

  it('finds the page up to date with bench/results (npm run bench:readme after a bench)', () => {
    const page = readFileSync(join(ROOT, PAGE), 'utf8');
    expect(withTables(page, readResults(ROOT))).toBe(page);
  });

  it('keeps the tables out of the README, which points to the page', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).not.toContain('<!-- bench:');
    expect(readme).toContain(`(${PAGE})`);
  });
});
