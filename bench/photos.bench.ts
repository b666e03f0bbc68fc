/**
 * Photo upload benchmark (`npm run bench:photos`, issue 27): 20 photos sent at once to one risk of
 * the production build, as a phone with a bad signal would flush its queue.
 *
 * Two rounds, each on a fresh risk: 20 photos straight from a camera (4,032 × 3,024 JPEG, a few
 * MB each: what a client that does not resize would send), then 20 photos as the web client sends
 * them (1,600 px, re-encoded in the browser). For each: the time until the 20 answers are in,
 * the server's resident memory at its peak (sampled from /proc every 10 ms, worker threads and
 * libvips included) over what it was before, and the longest /api/health answer meanwhile.
 * Results in bench/results/photos.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { busyWarning, withLoad, writeResults } from './lib/results.js';
import { ROOT, startProductionServer } from './lib/server.js';
import { createDocument, signUp } from './lib/seed.js';

const PHOTOS = 20;

/** A photo-like JPEG (noise compresses like a real scene). */
function cameraPhoto(width: number, height: number, quality: number, seed: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90 + seed, g: 120, b: 150 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

const status = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(
    new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1],
  ) / 1024;

async function main() {
  // The build the server runs must hold this code.
  execFileSync('npm', ['run', 'build', '-w', '@duerp/api'], { cwd: ROOT, stdio: 'ignore' });
  const server = await startProductionServer();
  try {
    const session = await signUp(server.url);
    const doc = await createDocument(server.url, session);
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api/duerp/${doc.id}/${path}`, {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('update-list-unitesdetravail', {
      unitesDeTravail: [{ idUniteDeTravail: 'u1', displayName: 'Atelier' }],
    });
    const risques = ['camera', 'web'].map((id) => ({
      idRisque: id,
      idCategorie: 'c1',
      code: '',
      displayName: `Risque ${id}`,
      danger: '',
      remarques: '',
      isUserDefined: true,
    }));
    const set = await post('update-list-risques', {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [
        { idCategorie: 'c1', code: '', displayName: 'Chutes', isUserDefined: true },
      ],
      risques,
    });
    if (!set.ok) throw new Error(`update-list-risques: ${set.status} ${await set.text()}`);

    const rounds = [
      { name: 'appareil photo', risk: 'camera', width: 4032, height: 3024, quality: 90 },
      { name: 'client web', risk: 'web', width: 1600, height: 1200, quality: 82 },
    ];
    const results = [];
    for (const round of rounds) {
      const photos = await Promise.all(
        [0, 1, 2, 3].map((seed) => cameraPhoto(round.width, round.height, round.quality, seed)),
      );
      const measured = await withLoad(async () => {
        const before = status(server.pid, 'VmRSS');
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, status(server.pid, 'VmRSS'))), 10);
        let healthMaxMs = 0;
        let done = false;
        const probing = (async () => {
          while (!done) {
            const start = performance.now();
            await (await fetch(`${server.url}/api/health`)).text();
            healthMaxMs = Math.max(healthMaxMs, performance.now() - start);
            await new Promise((r) => setTimeout(r, 20));
          }
        })();
        const start = performance.now();
        const answers = await Promise.all(
          Array.from({ length: PHOTOS }, (_, i) =>
            fetch(
              `${server.url}/api/duerp/${doc.id}/photos?idUniteDeTravail=u1&idRisque=${round.risk}`,
              {
                method: 'POST',
                headers: { ...session.headers, 'content-type': 'image/jpeg' },
                body: new Uint8Array(photos[i % photos.length]!),
              },
            ),
          ),
        );
        const totalMs = performance.now() - start;
        done = true;
        clearInterval(sampler);
        await probing;
        peak = Math.max(peak, status(server.pid, 'VmRSS'));
        const statuses = answers.map((a) => a.status);
        await Promise.all(answers.map((a) => a.arrayBuffer()));
        return { totalMs, before, peak, healthMaxMs, statuses };
      });
      const accepted = measured.statuses.filter((s) => s === 201).length;
      if (accepted !== PHOTOS) throw new Error(`${round.name} : ${measured.statuses.join(', ')}`);
      const row = {
        round: round.name,
        photos: PHOTOS,
        pixels: `${round.width} × ${round.height}`,
        averageKilobytes: Math.round(
          photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1024,
        ),
        totalMs: Math.round(measured.totalMs),
        msPerPhoto: Math.round(measured.totalMs / PHOTOS),
        baselineRssMb: Math.round(measured.before),
        peakRssMb: Math.round(measured.peak),
        rssRiseMb: Math.round(measured.peak - measured.before),
        healthMaxMs: Math.round(measured.healthMaxMs),
        load: measured.load,
      };
      results.push(row);
      console.log(
        `${row.round} : ${PHOTOS} photos de ${row.averageKilobytes} ko en ${row.totalMs} ms, mémoire ${row.baselineRssMb} → ${row.peakRssMb} Mo, /api/health ${row.healthMaxMs} ms au plus`,
      );
      const warning = busyWarning(measured.load);
      if (warning) console.log(warning);
    }
    const file = writeResults('photos', { statistic: 'single', runs: 1, rounds: results });
    console.log(`Résultats : ${file}`);
  } finally {
    await server.stop();
  }
}

await main();
