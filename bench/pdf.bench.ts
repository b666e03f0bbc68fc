/**
 * PDF benchmark (DESIGN §7): `npm run bench:pdf` (or `npx tsx bench/pdf.bench.ts`).
 *
 * 1. For 250, 1,000 (40 units × 25 risks, 300 actions) and 4,000 risks, a child process renders
 *    the document once to warm up, then RUNS times, and reports the median time and its peak RSS.
 * 2. The 1,000-risk document is then rendered through the worker pool while this process watches
 *    its own event loop (perf_hooks.monitorEventLoopDelay): the API's loop must stay responsive.
 *
 * Targets (issue 28): 1,000 risks under 250 ms median, 4,000 under 1 s, peak memory under 300 MB,
 * event loop never blocked more than 50 ms while rendering. The figures, with the machine, the
 * load average around each measure and the number of runs, go to bench/results/pdf.json, from
 * which `npm run bench:readme` writes the table of docs/performances.md. BENCH_RUNS sets the runs
 * (default 7).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import {
  busyWarning,
  measureInChild,
  median,
  withLoad,
  writeResults,
  type Load,
} from './lib/results.js';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  closePdfPool,
  PDF_POOL_SIZE,
  renderPdfInWorker,
} from '../apps/api/src/modules/publishing/pdf/pdf-pool.js';
import { renderDuerpPdf } from '../apps/api/src/modules/publishing/pdf/render-duerp-pdf.js';
import {
  LARGE_DOCUMENT,
  REFERENCE_DOCUMENT,
  type LargeDocumentOptions,
} from './fixtures/large-document.js';
import { pdfBenchInput } from './fixtures/pdf-input.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SIZES: LargeDocumentOptions[] = [
  { units: 10, risksPerUnit: 25, actions: 75 },
  REFERENCE_DOCUMENT,
  LARGE_DOCUMENT,
];
const TARGET = { medianMs: 250, largeMedianMs: 1000, rssMb: 300, loopMs: 50 };

interface SizeResult {
  risks: number;
  units: number;
  actions: number;
  pages: number;
  kilobytes: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** CPU time of a render (all threads of the process: GC helpers included) — less sensitive to a busy machine. */
  medianCpuMs: number;
  baselineRssMb: number;
  peakRssMb: number;
  load: Load;
}

const inputFor = pdfBenchInput;

/** In the child process: render one size and print the measures as JSON. */
async function child(options: LargeDocumentOptions): Promise<void> {
  const input = inputFor(options);
  const baselineRssMb = process.memoryUsage().rss / 2 ** 20;
  const warm = await renderDuerpPdf(input);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await renderDuerpPdf(input);
    times.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const result: Omit<SizeResult, 'load'> = {
    risks: options.units * options.risksPerUnit,
    units: options.units,
    actions: options.actions,
    pages: Number(/\/Type \/Pages\n\/Count (\d+)/.exec(warm.toString('latin1'))?.[1] ?? NaN),
    kilobytes: Math.round(warm.byteLength / 1024),
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    medianCpuMs: median(cpu),
    baselineRssMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(result));
}

function measureSize(options: LargeDocumentOptions): Promise<SizeResult> {
  return measureInChild<Omit<SizeResult, 'load'>>(import.meta.url, JSON.stringify(options));
}

interface LoopDelay {
  maxMs: number;
  p99Ms: number;
}

/** Runs `work` while sampling this thread's event-loop delay. */
async function watchLoop(work: () => Promise<unknown>): Promise<LoopDelay> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  await work();
  loop.disable();
  return { maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 };
}

interface PoolResult {
  load?: Load;
  medianMs: number;
  concurrentMs: number;
  idle: LoopDelay;
  sequential: LoopDelay;
  concurrent: LoopDelay;
}

/** Renders through the pool while this thread — the API's — watches its own event loop. */
async function measurePool(): Promise<PoolResult> {
  const input = inputFor(REFERENCE_DOCUMENT);
  await Promise.all([renderPdfInWorker(input), renderPdfInWorker(input)]); // start and warm both workers
  // The machine's own noise: the same measure with nothing rendering.
  const idle = await watchLoop(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  const times: number[] = [];
  const sequential = await watchLoop(async () => {
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await renderPdfInWorker(input);
      times.push(performance.now() - start);
    }
  });
  let concurrentMs = 0;
  const concurrent = await watchLoop(async () => {
    const start = performance.now();
    await Promise.all([1, 2, 3, 4].map(() => renderPdfInWorker(input)));
    concurrentMs = performance.now() - start;
  });
  await closePdfPool();
  return { medianMs: median(times), concurrentMs, idle, sequential, concurrent };
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'OK' : 'ABOVE TARGET');

async function main(): Promise<void> {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `PDF benchmark — Node ${process.version}, ${availableParallelism()} cores (${cpu}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`Direct render in a child process per size: 1 warm-up + ${RUNS} runs.\n`);
  const results: SizeResult[] = [];
  for (const size of SIZES) {
    const result = await measureSize(size);
    results.push(result);
    const warning = busyWarning(result.load);
    if (warning) console.log(`${fmt(result.risks)} risques — ${warning}`);
  }
  const rows = [
    [
      'risks',
      'units',
      'actions',
      'pages',
      'PDF size',
      'median',
      'min',
      'max',
      'median CPU',
      'RSS before',
      'peak RSS',
    ],
    ...results.map((r) => [
      fmt(r.risks),
      fmt(r.units),
      fmt(r.actions),
      fmt(r.pages),
      `${fmt(r.kilobytes)} kB`,
      `${fmt(r.medianMs)} ms`,
      `${fmt(r.minMs)} ms`,
      `${fmt(r.maxMs)} ms`,
      `${fmt(r.medianCpuMs)} ms`,
      `${fmt(r.baselineRssMb)} MB`,
      `${fmt(r.peakRssMb)} MB`,
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, i) => cell.padStart(widths[i] ?? 0)).join(' | ')} |`);
    if (index === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }

  const pool = await withLoad(measurePool);
  const poolWarning = busyWarning(pool.load);
  if (poolWarning) console.log(`\n${poolWarning}`);
  const delay = (d: LoopDelay) => `max ${fmt(d.maxMs, 1)} ms, p99 ${fmt(d.p99Ms, 1)} ms`;
  console.log(
    `\nWorker pool (${PDF_POOL_SIZE} workers), ${fmt(REFERENCE_DOCUMENT.units * REFERENCE_DOCUMENT.risksPerUnit)} risks: ` +
      `median ${fmt(pool.medianMs)} ms per render, 4 concurrent renders in ${fmt(pool.concurrentMs)} ms.`,
  );
  console.log('Event-loop delay of the calling thread:');
  console.log(`  idle, nothing rendering:        ${delay(pool.idle)}`);
  console.log(`  one render at a time:           ${delay(pool.sequential)}`);
  console.log(`  every worker busy (4 queued):   ${delay(pool.concurrent)}\n`);

  const reference = results.find((r) => r.risks === 1000);
  const large = results.find((r) => r.risks === 4000);
  console.log(
    `Target 1,000 risks < ${TARGET.medianMs} ms median: ${verdict((reference?.medianMs ?? Infinity) < TARGET.medianMs)}`,
  );
  console.log(
    `Target 4,000 risks < ${TARGET.largeMedianMs} ms median: ${verdict((large?.medianMs ?? Infinity) < TARGET.largeMedianMs)}`,
  );
  console.log(
    `Target peak memory < ${TARGET.rssMb} MB (1,000 risks): ${verdict((reference?.peakRssMb ?? Infinity) < TARGET.rssMb)}`,
  );
  const worst = Math.max(pool.sequential.maxMs, pool.concurrent.maxMs);
  console.log(`Target event loop blocked < ${TARGET.loopMs} ms: ${verdict(worst < TARGET.loopMs)}`);
  const file = writeResults('pdf', { runs: RUNS, statistic: 'median', sizes: results, pool });
  console.log(`\nRésultats : ${file} (docs/performances.md : npm run bench:readme)`);
}

if (process.argv[2] === '--child')
  await child(JSON.parse(process.argv[3] ?? '{}') as LargeDocumentOptions);
else await main();
