/**
 * XLSX and DOCX export benchmark: `npm run bench:exports` (or `npx tsx bench/exports.bench.ts`).
 *
 * For the 1,000-risk reference document (40 units × 25 risks, 300 actions), a child process per
 * format renders the export once to warm up, then RUNS times, and reports the median time, the
 * file size and its peak RSS — the same measures as `bench:pdf`, for the same page. Then the
 * import of a 5,000-line CSV into an empty document: reading the file and planning the units,
 * categories and risks (the write is one revision, as update-risque in `bench:load`). Last, the
 * longest block of the event loop while one, then three XLSX exports of 5,000 risks are rendered
 * as the API renders them (in the export worker thread), and as they were before (on the loop).
 */
import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { emptyDuerpData } from '@duerp/domain/duerp';
import { planImport, readImportRows } from '@duerp/domain/spreadsheet';
import { renderDocx } from '../apps/api/src/modules/publishing/office-exports/docx-export.js';
import {
  exportInput,
  type ExportInput,
  type ExportRenderJob,
} from '../apps/api/src/modules/publishing/office-exports/export-input.js';
import {
  closeExportPool,
  renderExportInWorker,
} from '../apps/api/src/modules/publishing/office-exports/export-pool.js';
import { writeXlsx } from '../apps/api/src/modules/publishing/office-exports/xlsx-export.js';
import { readSpreadsheet } from '../apps/api/src/modules/drafting/imports/sheet-reader.js';
import { largeDuerpData, REFERENCE_DOCUMENT } from './fixtures/large-document.js';
import { benchVersionInput } from './fixtures/pdf-input.js';
import {
  busyWarning,
  measureInChild,
  median,
  withLoad,
  writeResults,
  type Load,
} from './lib/results.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
type Format = 'xlsx' | 'docx';

interface Result {
  format: Format;
  kilobytes: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** CPU time of a render (all threads of the process) — less sensitive to a busy machine. */
  medianCpuMs: number;
  baselineRssMb: number;
  peakRssMb: number;
  load: Load;
}

const input = (): ExportInput => benchVersionInput(REFERENCE_DOCUMENT);

/** Renders once and answers the bytes written. */
async function render(format: Format, data: ExportInput): Promise<number> {
  if (format === 'docx') return (await renderDocx(data)).byteLength;
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  await writeXlsx(data, sink);
  return bytes;
}

async function child(format: Format): Promise<void> {
  const data = input();
  const baselineRssMb = process.memoryUsage().rss / 2 ** 20;
  const bytes = await render(format, data);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await render(format, data);
    times.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  const result: Omit<Result, 'load'> = {
    format,
    kilobytes: Math.round(bytes / 1024),
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    medianCpuMs: median(cpu),
    baselineRssMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(result));
}

function measure(format: Format): Promise<Result> {
  return measureInChild<Omit<Result, 'load'>>(import.meta.url, format);
}

const IMPORT_LINES = 5000;

/** Median time to read a 5,000-line CSV and plan it into an empty document. */
async function importMedianMs(): Promise<number> {
  const lines = ['Unité de travail;Catégorie;Risque;G;F;M'];
  for (let i = 0; i < IMPORT_LINES; i += 1)
    lines.push(`Unité ${i % 100};Catégorie ${i % 7};Risque ${i};2;3;2`);
  const csv = Buffer.from(lines.join('\n'), 'utf8');
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const start = performance.now();
    const { risks } = readImportRows(await readSpreadsheet(csv));
    planImport(emptyDuerpData(), risks, randomUUID);
    // The first run warms up.
    if (i > 0) times.push(performance.now() - start);
  }
  return median(times);
}

const BLOCK_DOCUMENT = { units: 200, risksPerUnit: 25, actions: 300 } as const;

/** The longest the event loop was blocked (ms) while `work` ran, from a 1 ms timer's lateness. */
async function longestBlockMs(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  await work();
  running = false;
  return Math.max(longest, performance.now() - last);
}

/** Blocks of the loop for `count` XLSX exports at once of 5,000 risks: in the worker, on the loop. */
async function xlsxBlocks(count: number): Promise<{ worker: number; loop: number }> {
  const snapshot = largeDuerpData(BLOCK_DOCUMENT);
  const { snapshot: _, ...rest } = input();
  const job: ExportRenderJob = { ...rest, format: 'xlsx', snapshot: JSON.stringify(snapshot) };
  const times = Array.from({ length: count });
  await renderExportInWorker(job); // starts the worker
  const worker = await longestBlockMs(() =>
    Promise.all(times.map(() => renderExportInWorker(job))),
  );
  await closeExportPool();
  const loop = await longestBlockMs(() =>
    Promise.all(times.map(() => render('xlsx', exportInput(job)))),
  );
  return { worker, loop };
}

const childIndex = process.argv.indexOf('--child');
if (childIndex >= 0) {
  await child(process.argv[childIndex + 1] as Format);
} else {
  const risks = REFERENCE_DOCUMENT.units * REFERENCE_DOCUMENT.risksPerUnit;
  console.log(`Exports du document de ${risks} risques, médiane de ${RUNS} rendus\n`);
  console.log('| format | taille | durée (min–max) | CPU | mémoire maximale (au repos) |');
  console.log('|---|---|---|---|---|');
  const formats: Result[] = [];
  for (const format of ['xlsx', 'docx'] as const) {
    const r = await measure(format);
    formats.push(r);
    console.log(
      `| ${format.toUpperCase()} | ${r.kilobytes} ko | ${Math.round(r.medianMs)} ms (${Math.round(r.minMs)}–${Math.round(r.maxMs)}) | ${Math.round(r.medianCpuMs)} ms | ${Math.round(r.peakRssMb)} Mo (${Math.round(r.baselineRssMb)} Mo) |`,
    );
  }
  for (const r of formats) {
    const warning = busyWarning(r.load);
    if (warning) console.log(`${r.format.toUpperCase()} — ${warning}`);
  }
  const csvImport = await withLoad(async () => ({ medianMs: await importMedianMs() }));
  console.log(`\nImport d'un CSV de ${IMPORT_LINES} lignes, médiane de ${RUNS} lectures et plans`);
  console.log(`${Math.round(csvImport.medianMs)} ms`);
  const risks5000 = BLOCK_DOCUMENT.units * BLOCK_DOCUMENT.risksPerUnit;
  console.log(`\nBoucle d'événements bloquée au plus, exports XLSX de ${risks5000} risques`);
  console.log('| exports simultanés | thread d’export | sur la boucle (avant) |');
  console.log('|---|---|---|');
  const blocks = [];
  for (const count of [1, 3]) {
    const block = await withLoad(() => xlsxBlocks(count));
    blocks.push({ count, ...block });
    console.log(`| ${count} | ${Math.round(block.worker)} ms | ${Math.round(block.loop)} ms |`);
  }
  const file = writeResults('exports', {
    runs: RUNS,
    statistic: 'median',
    risks,
    formats,
    csvImport: { lines: IMPORT_LINES, ...csvImport },
    xlsxLoopBlocks: { risks: risks5000, statistic: 'max', blocks },
  });
  console.log(`\nRésultats : ${file} (docs/performances.md : npm run bench:readme)`);
}
