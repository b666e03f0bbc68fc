/**
 * Web benchmark: gzipped size of the JavaScript that /login and the editor load, and the first
 * contentful paint of /login and /duerps in Debian's Chromium (median of 5 cold loads).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from './lib/chromium.js';
import { ROOT, startProductionServer } from './lib/server.js';
import { signUp } from './lib/seed.js';

async function measure(browser: Browser, url: string, token?: string) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  await context.close();
  const gzipBytes = [...scripts].reduce(
    (sum, path) => sum + gzipSync(readFileSync(join(ROOT, 'apps/web/dist', path))).length,
    0,
  );
  return { fcp, gzipBytes, files: scripts.size };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startProductionServer();
const browser = await launchChromium();
try {
  const session = await signUp(server.url);
  const token = session.headers.authorization!.replace('Bearer ', '');
  const create = await fetch(`${server.url}/api/duerp/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...session.headers },
  });
  const { id } = (await create.json()) as { id: string };
  const pages = [
    { name: '/login', url: `${server.url}/login` },
    { name: '/duerps', url: `${server.url}/duerps`, token },
    { name: 'éditeur (étape 4)', url: `${server.url}/duerps/${id}/edit?step=4`, token },
  ];
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await measure(browser, page.url, page.token));
    rows.push({
      page: page.name,
      'JS chargé (gzip)': `${(runs[0]!.gzipBytes / 1024).toFixed(1)} kB en ${runs[0]!.files} fichiers`,
      'FCP médiane (5)': `${median(runs.map((r) => r.fcp)).toFixed(0)} ms`,
    });
  }
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
