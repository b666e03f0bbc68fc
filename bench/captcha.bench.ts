/**
 * Captcha calibration (npm run bench:captcha): how long the real ALTCHA widget takes to solve the
 * API's challenge in headless Chromium, at several counters (the difficulty: the number of SHA-256
 * attempts), median of BENCH_CAPTCHA_RUNS (5) solves each, next to Node's solver. The widget runs
 * as in the app: one Web Worker per core reported by the browser.
 *
 * A mid-range phone solves it about PHONE_FACTOR times slower than this machine (see
 * docs/performances.md): the printed phone estimate is what CAPTCHA_COUNTER_MIN/MAX are set from.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createCaptchaChallenge } from '../apps/api/src/modules/platform/captcha/captcha.service.js';
import { launchChromium } from './lib/chromium.js';
import { treeCpuSeconds } from './lib/cpu.js';
import { ROOT } from './lib/server.js';

const COUNTERS = (process.env.BENCH_CAPTCHA_COUNTERS ?? '10000,25000,50000,100000')
  .split(',')
  .map(Number);
const RUNS = Number(process.env.BENCH_CAPTCHA_RUNS ?? 5);
export const PHONE_FACTOR = 4;
const SECRET = 'bench-captcha-bench-captcha-bench-captcha';

const challengeFor = (counter: number) =>
  createCaptchaChallenge({
    CAPTCHA_HMAC_SECRET: SECRET,
    CAPTCHA_COUNTER_MIN: counter,
    CAPTCHA_COUNTER_MAX: counter,
    CAPTCHA_EXPIRES_SECONDS: 600,
  });

const widget = readFileSync(join(ROOT, 'node_modules/altcha/dist/main/altcha.js'));
const PAGE = `<!doctype html><meta charset="utf-8"><script type="module" src="/altcha.js"></script>`;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/altcha.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(widget);
  } else if (url.pathname === '/challenge') {
    void challengeFor(Number(url.searchParams.get('counter'))).then((challenge) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(challenge)),
    );
  } else {
    response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
const ms = (value: number) => Math.round(value);

const browser = await launchChromium();
const rows: Record<string, string | number>[] = [];
try {
  const page = await browser.newPage();
  await page.goto(base);
  await page.waitForFunction(() => customElements.get('altcha-widget') !== undefined);
  const workers = await page.evaluate(() => navigator.hardwareConcurrency);
  for (const counter of COUNTERS) {
    const browserTimes: number[] = [];
    const cpuTimes: number[] = [];
    const nodeTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cpuBefore = treeCpuSeconds(process.pid, false);
      browserTimes.push(
        await page.evaluate(async (challengeUrl) => {
          const element = document.createElement('altcha-widget') as HTMLElement & {
            verify: () => Promise<unknown>;
          };
          element.setAttribute('challenge', challengeUrl);
          document.body.replaceChildren(element);
          await new Promise((r) => setTimeout(r, 50));
          const verified = new Promise<void>((resolve, reject) =>
            element.addEventListener('statechange', (event) => {
              const { state } = (event as CustomEvent<{ state: string }>).detail;
              if (state === 'verified') resolve();
              if (state === 'error')
                reject(new Error(JSON.stringify((event as CustomEvent).detail)));
            }),
          );
          const start = performance.now();
          void element.verify();
          await verified;
          return performance.now() - start;
        }, `/challenge?counter=${counter}`),
      );
      cpuTimes.push((treeCpuSeconds(process.pid, false) - cpuBefore) * 1000);
      const challenge = await challengeFor(counter);
      const start = performance.now();
      await solveChallenge({ challenge, deriveKey });
      nodeTimes.push(performance.now() - start);
    }
    const chromiumMs = median(browserTimes);
    rows.push({
      compteur: counter,
      [`Chromium ${workers} workers, médiane (ms)`]: ms(chromiumMs),
      'Chromium, minimum (ms)': ms(Math.min(...browserTimes)),
      'Chromium, temps CPU (ms)': ms(median(cpuTimes)),
      'Node solveChallenge, médiane (ms)': ms(median(nodeTimes)),
      'Node, minimum (ms)': ms(Math.min(...nodeTimes)),
      [`téléphone estimé ×${PHONE_FACTOR} (s)`]:
        Math.round((Math.min(...browserTimes) * PHONE_FACTOR) / 100) / 10,
    });
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  `${RUNS} résolutions par compteur ; charge de la machine ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} :`,
);
console.table(rows);
