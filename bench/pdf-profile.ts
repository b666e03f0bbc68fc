/**
 * Renders the 1,000- and 4,000-risk documents a few times for a CPU profile, and prints the SHA-256
 * of each PDF (the bytes must not change with a speed-up):
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/pdf-profile.ts`, then
 * `node scripts/cpuprofile-top.mjs /tmp/prof/*.cpuprofile`.
 */
import { createHash } from 'node:crypto';
import { renderDuerpPdf } from '../apps/api/src/modules/publishing/pdf/render-duerp-pdf.js';
import { pdfBenchInput } from './fixtures/pdf-input.js';
import { LARGE_DOCUMENT, REFERENCE_DOCUMENT } from './fixtures/large-document.js';

const runs = Number(process.env.RUNS ?? 5);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
for (const options of [REFERENCE_DOCUMENT, LARGE_DOCUMENT]) {
  const input = pdfBenchInput(options);
  const hashes = new Set<string>();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    const pdf = await renderDuerpPdf(input);
    const used = process.cpuUsage(startCpu);
    // The first render warms up.
    if (i > 0) {
      wall.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    hashes.add(createHash('sha256').update(pdf).digest('hex'));
  }
  console.log(
    `${options.units * options.risksPerUnit} risks: median ${Math.round(median(wall))} ms, CPU ${Math.round(median(cpu))} ms, sha256 ${[...hashes].join(' ')}`,
  );
}
