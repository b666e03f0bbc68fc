/**
 * Load benchmark (npm run bench): autocannon against the production build on loopback, on PGlite
 * and on PostgreSQL — GET /api/duerp/{id} and update-risque on a 40-unit × 25-risk document,
 * 100 connections for 20 s each — then the same GET while versions are generated and their PDFs
 * rendered, to see what rendering costs the API. Prints a table; results also in bench/results/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, startPostgres, startProductionServer } from './lib/server.js';
import { seedLargeDocument, signUp, type Session } from './lib/seed.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

interface Row {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Of those errors: answers other than 2xx, and requests autocannon gave up on after 10 s. */
  non2xx: number;
  timeouts: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ ...options, connections: CONNECTIONS, duration: DURATION }, (err, result) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result),
    );
  });
}

const row = (database: string, scenario: string, r: autocannon.Result): Row => ({
  database,
  scenario,
  requestsPerSecond: Math.round(r.requests.average),
  p50: r.latency.p50,
  p95: (r.latency as unknown as Record<string, number>).p95 ?? r.latency.p97_5,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx, // autocannon counts timeouts among errors
  non2xx: r.non2xx,
  timeouts: r.timeouts,
});

interface Percentiles {
  p50: number;
  p95: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length * 0.5)]!,
    p95: sorted[Math.floor(sorted.length * 0.95)]!,
  };
}

/**
 * Sequential update-risque latencies (the editor's save) over 300 calls: as the client sees them
 * (the 800 kB answer read in full) and the server's own share (its Server-Timing header).
 */
async function sequentialWrites(
  base: string,
  session: Session,
  id: string,
  evaluations: Record<string, unknown>[],
) {
  const client: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < 300; i++) {
    const body = { ...evaluations[i % evaluations.length], evalGravite: (i % 4) + 1 };
    const start = performance.now();
    const res = await fetch(`${base}/api/duerp/${id}/update-risque`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session.headers },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    client.push(performance.now() - start);
    server.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN));
  }
  return { client: percentiles(client), server: percentiles(server) };
}

async function benchDatabase(
  label: string,
  databaseUrl?: string,
): Promise<{ rows: Row[]; sequential: Awaited<ReturnType<typeof sequentialWrites>> }> {
  const server = await startProductionServer(databaseUrl);
  try {
    const session = await signUp(server.url);
    console.log(`[${label}] construction du document 40 × 25…`);
    const { id, evaluations } = await seedLargeDocument(server.url, session);
    const headers = { 'content-type': 'application/json', ...session.headers };
    const rows: Row[] = [];
    const sequential = await sequentialWrites(server.url, session, id, evaluations);

    console.log(`[${label}] GET /api/duerp/{id}…`);
    const get = await run({ url: `${server.url}/api/duerp/${id}`, headers });
    rows.push(row(label, 'GET /api/duerp/{id}', get));

    console.log(`[${label}] update-risque…`);
    let n = 0;
    const write = await run({
      url: `${server.url}/api/duerp/${id}/update-risque`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              body: JSON.stringify({
                ...evaluations[n % evaluations.length],
                evalFrequence: (n % 4) + 1,
              }),
            };
          },
        },
      ],
    });
    rows.push(row(label, 'POST update-risque', write));

    console.log(`[${label}] GET pendant la génération de PDF…`);
    let rendering = true;
    let renders = 0;
    const renderLoop = (async () => {
      while (rendering) {
        const gen = await fetch(`${server.url}/api/duerp/${id}/generate`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            notesDeVersion: '',
            displayOptions: {
              sortBy: 'niveauDeRisqueValue',
              shouldGroupByUnite: true,
              shouldGroupByCategorie: true,
            },
          }),
        });
        const { id: versionId } = (await gen.json()) as { id: string };
        const pdf = await fetch(
          `${server.url}/api/duerp/${id}/versions/${versionId}/downloaddemo`,
          { headers },
        );
        await pdf.arrayBuffer();
        renders += 1;
      }
    })();
    const underPdf = await run({ url: `${server.url}/api/duerp/${id}`, headers });
    rendering = false;
    await renderLoop;
    rows.push(row(label, `GET pendant ${renders} rendus PDF`, underPdf));
    return { rows, sequential };
  } finally {
    await server.stop();
  }
}

async function main() {
  const results: {
    rows: Row[];
    sequential: Record<string, Awaited<ReturnType<typeof sequentialWrites>>>;
  } = { rows: [], sequential: {} };
  const pglite = await benchDatabase('PGlite');
  results.rows.push(...pglite.rows);
  results.sequential.PGlite = pglite.sequential;
  const pg = await startPostgres();
  if (pg) {
    try {
      const postgres = await benchDatabase('PostgreSQL', pg.url);
      results.rows.push(...postgres.rows);
      results.sequential.PostgreSQL = postgres.sequential;
    } finally {
      pg.stop();
    }
  } else {
    console.log(
      'PostgreSQL indisponible (ni BENCH_DATABASE_URL, ni binaires Debian en root) : mesure sautée.',
    );
  }
  console.log(
    `\nMachine : ${cpus().length} cœurs (${cpus()[0]?.model ?? '?'}), Node ${process.version}, charge ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`autocannon : ${CONNECTIONS} connexions, ${DURATION} s par scénario\n`);
  console.table(results.rows);
  console.log('\nupdate-risque séquentiel (300 appels, document 40 × 25) :');
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.table(
    Object.entries(results.sequential).map(([database, s]) => ({
      database,
      'client p50': ms(s.client.p50),
      'client p95': ms(s.client.p95),
      'serveur p50': ms(s.server.p50),
      'serveur p95': ms(s.server.p95),
    })),
  );
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'load.json'), JSON.stringify(results, null, 2));
  if (results.rows.some((r) => r.errors > 0)) {
    console.error('Des requêtes ont échoué pendant la charge.');
    process.exitCode = 1;
  }
}

await main();
