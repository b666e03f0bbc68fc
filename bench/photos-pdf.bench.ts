/**
 * "Annexe photographique" benchmark (issue 27): `npm run bench:photos-pdf`.
 *
 * The full PDF of the 1,000-risk reference document with 200 photos of about 300 kB (1,600 × 1,200
 * JPEGs, what the API stores), rendered through the worker pool as the API does (the photos'
 * bytes transferred to the render thread), each measure in a child process of its own: the median
 * time and CPU time of RUNS renders after a warm-up, the file's size and pages, the process's peak
 * RSS (worker thread included). The same document without photos is measured alongside for the
 * difference. BENCH_RUNS sets the runs (default 3: a short run; the lead measures on a quiet
 * machine). Figures with the machine and the load go to bench/results/photos-pdf.json.
 */
import sharp from 'sharp';
import {
  closePdfPool,
  renderPdfInWorker,
} from '../apps/api/src/modules/publishing/pdf/pdf-pool.js';
import type { AnnexPhoto } from '../apps/api/src/modules/publishing/pdf/photo-annex.js';
import { REFERENCE_DOCUMENT } from './fixtures/large-document.js';
import { pdfBenchInput } from './fixtures/pdf-input.js';
import { busyWarning, measureInChild, median, writeResults, type Load } from './lib/results.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PHOTOS = 200;
/** Distinct images generated (each about 130 ms); the 200 photos cycle through their bytes. */
const DISTINCT = 8;
const TARGET = { medianMs: 5000, peakRssMb: 600 };

interface Result {
  photos: number;
  photoKilobytes: number;
  pages: number;
  megabytes: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  medianCpuMs: number;
  baselineRssMb: number;
  /** Peak RSS after the first render only: one render in a fresh process, as a cold API worker. */
  firstRenderPeakRssMb: number;
  /** Peak RSS over all the renders (garbage of earlier renders not yet collected included). */
  peakRssMb: number;
  load: Load;
}

/** A 1,600 × 1,200 JPEG of about 300 kB: gradients and some grain, as a phone photo compresses. */
async function photoJpeg(seedStart: number): Promise<Buffer> {
  const [width, height] = [1600, 1200];
  const raw = Buffer.alloc(width * height * 3);
  let seed = seedStart;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 32;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x / width) * 200 + grain();
      raw[i + 1] = (y / height) * 180 + grain();
      raw[i + 2] = 120 + Math.sin((x + seedStart * 37) / 40) * 50 + grain();
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** In the child process: render RUNS times and print the measures as JSON. */
async function child(photoCount: number): Promise<void> {
  const base = pdfBenchInput(REFERENCE_DOCUMENT);
  const units = base.snapshot.unitesDeTravail;
  const images = await Promise.all(
    Array.from({ length: photoCount > 0 ? DISTINCT : 0 }, (_, i) => photoJpeg(i + 1)),
  );
  // Each render gets buffers of its own: they are moved to the worker, as the API's are.
  const photos = (): AnnexPhoto[] =>
    Array.from({ length: photoCount }, (_, i) => {
      const unit = units[i % units.length];
      const risque = unit?.risques[Math.floor(i / units.length) % (unit.risques.length || 1)];
      return {
        idUniteDeTravail: unit?.idUniteDeTravail ?? '',
        idRisque: risque?.idRisque ?? null,
        idAction: null,
        legende: `Photo ${i + 1} : état du poste de travail lors de la visite, vue depuis l'entrée.`,
        creationTime: '2026-03-02T09:30:00Z',
        mimeType: 'image/jpeg',
        data: new Uint8Array(images[i % DISTINCT] ?? new Uint8Array()),
      };
    });
  const input = () => ({ ...base, photos: photos() });
  const baselineRssMb = process.memoryUsage().rss / 2 ** 20;
  const warm = await renderPdfInWorker(input());
  const firstRenderPeakRssMb = process.resourceUsage().maxRSS / 1024;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const job = input();
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await renderPdfInWorker(job);
    times.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  await closePdfPool();
  const result: Omit<Result, 'load'> = {
    photos: photoCount,
    photoKilobytes: images.length
      ? Math.round(images.reduce((sum, b) => sum + b.byteLength, 0) / images.length / 1024)
      : 0,
    pages: Number(/\/Type \/Pages\n\/Count (\d+)/.exec(warm.toString('latin1'))?.[1] ?? NaN),
    megabytes: Math.round((warm.byteLength / 2 ** 20) * 10) / 10,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    medianCpuMs: median(cpu),
    baselineRssMb,
    firstRenderPeakRssMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(result));
}

function measure(photoCount: number): Promise<Result> {
  return measureInChild<Omit<Result, 'load'>>(import.meta.url, String(photoCount));
}

async function main(): Promise<void> {
  const results: Result[] = [];
  for (const count of [0, PHOTOS]) {
    const r = await measure(count);
    results.push(r);
    console.log(
      `${r.photos} photos (${r.photoKilobytes} ko en moyenne) : ${r.pages} pages, ${r.megabytes} Mo, ` +
        `médiane ${r.medianMs.toFixed(0)} ms (CPU ${r.medianCpuMs.toFixed(0)} ms), ` +
        `mémoire ${r.baselineRssMb.toFixed(0)} → ${r.firstRenderPeakRssMb.toFixed(0)} Mo au premier rendu, ` +
        `${r.peakRssMb.toFixed(0)} Mo au plus sur ${RUNS + 1} rendus`,
    );
    const warning = busyWarning(r.load);
    if (warning) console.log(`  ${warning}`);
  }
  const annex = results.at(-1);
  const ok =
    annex && annex.medianMs < TARGET.medianMs && annex.firstRenderPeakRssMb < TARGET.peakRssMb;
  const file = writeResults('photos-pdf', {
    runs: RUNS,
    statistic: 'median',
    target: TARGET,
    results,
  });
  console.log(
    `${ok ? 'OK' : 'AU-DELÀ DES CIBLES'} (cibles : ${TARGET.medianMs} ms, ${TARGET.peakRssMb} Mo) → ${file}`,
  );
}

if (process.argv[2] === '--child') await child(Number(process.argv[3]));
else await main();
