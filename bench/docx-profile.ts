/**
 * Renders the 1,000-risk DOCX a few times for a CPU profile:
 * `node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/docx-profile.ts`, then
 * `node scripts/cpuprofile-top.mjs /tmp/prof/*.cpuprofile`.
 */
import { renderDocx } from '../apps/api/src/modules/publishing/office-exports/docx-export.js';
import { REFERENCE_DOCUMENT } from './fixtures/large-document.js';
import { benchVersionInput } from './fixtures/pdf-input.js';
import { median } from './lib/results.js';

const runs = Number(process.env.RUNS ?? 3);
const input = benchVersionInput(REFERENCE_DOCUMENT);
const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i <= runs; i++) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  await renderDocx(input);
  const used = process.cpuUsage(startCpu);
  if (i > 0) {
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
}
console.log(
  `DOCX 1000 risks: median ${Math.round(median(wall))} ms, CPU ${Math.round(median(cpu))} ms, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
