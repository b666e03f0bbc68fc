#!/usr/bin/env node
/**
 * The benchmark tables of docs/performances.md, generated from bench/results/*.json (issue 28):
 * figures are never typed by hand. `npm run bench:readme` rewrites the parts between the markers
 * `<!-- bench:{name} -->` and `<!-- /bench:{name} -->`; `--check` only says whether the page is
 * up to date (exit 1 when not). The tables and their narratives moved from the README to that
 * page (issue 40), which keeps the README to what a newcomer needs first.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
/** The page the tables are written into, from the repository's root. */
export const PAGE = 'docs/performances.md';

/** French figures as the page writes them: "1 000", "1,5". */
const number = (value, digits = 0) =>
  value
    .toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    .replace(/\u202f/g, ' ');
const ms = (value) => (value >= 1000 ? `${number(value / 1000, 2)} s` : `${number(value)} ms`);
/** Short latencies with a decimal: "1,4 ms". */
const fineMs = (value) => (value < 10 ? `${number(value, 1)} ms` : ms(value));
const load = (l) => `${number(l.start, 1)} → ${number(l.end, 1)}${l.busy ? ' (occupée)' : ''}`;
const day = (iso) =>
  new Date(iso).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Where, when and how the figures were measured, and whether the machine was busy. */
function caption(results, loads, what) {
  const { machine } = results;
  const busy = loads.some((l) => l.busy);
  return [
    `Mesuré le ${day(machine.date)} (Node ${machine.node}, ${machine.cores} cœurs ${machine.cpu}) : ` +
      `${what}, ${results.statistic === 'median' ? 'médiane' : results.statistic} de ${results.runs} rendus ` +
      'après un rendu de chauffe ; charge moyenne sur 1 minute au début et à la fin de chaque mesure.',
    busy
      ? `Machine occupée pendant au moins une mesure (charge au-dessus de ${machine.cores}) : ` +
        'les durées sont pessimistes, le temps CPU l’est moins.'
      : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A caption, then a Markdown table of `head` and `rows` (rows already written). */
const table = (text, head, rows) =>
  [text, '', `| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows].join('\n');

function pdfTable(results) {
  const rows = results.sizes.map(
    (s) =>
      `| ${number(s.risks)} | ${number(s.pages)} | ${ms(s.medianMs)} | ${ms(s.medianCpuMs)} | ${number(s.peakRssMb)} Mo | ${load(s.load)} |`,
  );
  return table(
    caption(
      results,
      results.sizes.map((s) => s.load),
      'rendu seul dans un processus par taille',
    ),
    ['risques', 'pages', 'durée', 'temps CPU', 'mémoire maximale', 'charge'],
    rows,
  );
}

function exportsTable(results) {
  const rows = results.formats.map(
    (f) =>
      `| ${f.format.toUpperCase()} | ${number(f.kilobytes)} ko | ${ms(f.medianMs)} | ${ms(f.medianCpuMs)} | ${number(f.peakRssMb)} Mo | ${load(f.load)} |`,
  );
  return table(
    caption(
      results,
      results.formats.map((f) => f.load),
      `document de ${number(results.risks)} risques (40 unités, 300 actions), rendu seul`,
    ),
    ['format', 'taille', 'durée', 'temps CPU', 'mémoire maximale', 'charge'],
    rows,
  );
}

function photosPdfTable(results) {
  const rows = results.results.map(
    (r) =>
      `| ${number(r.photos)} | ${number(r.pages)} | ${number(r.megabytes, 1)} Mo | ${ms(r.medianMs)} | ${ms(r.medianCpuMs)} | ${number(r.baselineRssMb)} → ${number(r.firstRenderPeakRssMb)} Mo | ${load(r.load)} |`,
  );
  return table(
    caption(
      results,
      results.results.map((r) => r.load),
      'PDF complet du document de 1 000 risques avec son annexe photographique (photos JPEG de 1 600 px, environ 300 ko), rendu par le pool de workers, un processus par mesure',
    ),
    [
      'photos',
      'pages',
      'taille',
      'durée',
      'temps CPU',
      'mémoire (avant → maximum du premier rendu)',
      'charge',
    ],
    rows,
  );
}

function photosTable(results) {
  const { machine } = results;
  const rows = results.rounds.map(
    (r) =>
      `| ${r.round} | ${r.pixels} | ${number(r.averageKilobytes)} ko | ${ms(r.totalMs)} | ${number(r.baselineRssMb)} → ${number(r.peakRssMb)} Mo (+${number(r.rssRiseMb)}) | ${ms(r.healthMaxMs)} | ${load(r.load)} |`,
  );
  const busy = results.rounds.some((r) => r.load.busy);
  return table(
    `Mesuré le ${day(machine.date)} (Node ${machine.node}, ${machine.cores} cœurs ${machine.cpu}) : ` +
      `${number(results.rounds[0]?.photos ?? 0)} photos envoyées ensemble sur un risque, une mesure par ligne ; ` +
      'mémoire résidente du serveur avant et au plus haut ; charge moyenne sur 1 minute au début et à la fin.' +
      (busy ? ` Machine occupée (charge au-dessus de ${machine.cores}) : durées pessimistes.` : ''),
    [
      'envoi',
      'pixels',
      'taille moyenne',
      'durée des 20',
      'mémoire du serveur',
      '/api/health au plus',
      'charge',
    ],
    rows,
  );
}

/** An editors step's own figures (issue 45): absent from the results measured before. */
function whereTimeWent(r) {
  const api = r.where?.api;
  if (!api) return '—';
  const conflicts = r.conflicts ? ` (${number(r.conflicts)})` : '';
  return `${fineMs(api.eventLoopDelayMs.p99)} / ${fineMs(api.poolWaitMs.p99)} / ${fineMs(api.commitMs.p99)}${conflicts}`;
}

const CONFIGS = {
  pglite: 'PGlite (par défaut), une instance',
  postgres: 'PostgreSQL, une instance',
  'postgres-2': 'PostgreSQL, deux instances derrière nginx',
};

function editorsTable(results) {
  const { machine } = results;
  const name = (c) =>
    `${CONFIGS[c.config] ?? c.config}${c.workload === 'shared' ? ', 50 personnes par document' : ''}`;
  const rows = results.results.flatMap((c) =>
    c.rows.map(
      (r) =>
        `| ${name(c)} | ${number(r.people)} | ${number(r.requestsPerSecond)} | ${ms(r.saves.p50)} / ${ms(r.saves.p95)} / ${ms(r.saves.p99)} | ${number(r.errors)} | ${whereTimeWent(r)} | ${number(r.serverCpuPercent)} % | ${r.databaseCpuPercent === null ? '—' : `${number(r.databaseCpuPercent)} %`} | ${number(r.serverRssMb)} Mo | ${load(r.load)} |`,
    ),
  );
  const capacities = results.results
    .map((c) => `${name(c)} : **${number(c.capacity)}**`)
    .join(' ; ');
  return [
    table(
      `Mesuré le ${day(machine.date)} (Node ${machine.node}, ${machine.cores} cœurs ${machine.cpu}), ` +
        'générateur de charge sur la même machine (2 processus) : chaque personne a son DUERP ' +
        '(8 unités, 60 risques), enregistre un risque ou une action toutes les 5 s en moyenne, relit ' +
        'sa liste toutes les 60 s et, 1 fois sur 200, génère une version et télécharge son PDF. ' +
        `Paliers de ${number(results.stepSeconds)} s, après la connexion des nouveaux venus ; ` +
        'enregistrements : p50 / p95 / p99 côté client de tous ceux du palier ; CPU : moyenne du ' +
        'palier, tous fils du processus confondus ; charge : début → fin du palier (« occupée » : ' +
        'au-dessus du nombre de cœurs avant la configuration).',
      [
        'configuration',
        'personnes',
        'requêtes/s',
        'enregistrements p50 / p95 / p99',
        'erreurs',
        'boucle p99 / attente connexion p99 / COMMIT p99 (conflits 409)',
        'CPU API',
        'CPU PostgreSQL',
        'mémoire API',
        'charge',
      ],
      rows,
    ),
    '',
    `Personnes au plus avec des enregistrements sous 100 ms (p99) et sans erreur : ${capacities}.`,
  ].join('\n');
}

function downloadTable(results) {
  const { machine, rows } = results;
  const line = (name, r, perSecond = '—') =>
    `| ${name} | ${number(r.samples)} | ${fineMs(r.p50)} | ${fineMs(r.p99)} | ${fineMs(r.max)} | ${perSecond} |`;
  return table(
    `Mesuré le ${day(machine.date)} (Node ${machine.node}, ${machine.cores} cœurs ${machine.cpu}) : ` +
      `version de 4 000 risques (instantané de ${number(results.snapshotMb, 2)} Mo, PDF de ` +
      `${number(results.pdfMb, 2)} Mo), serveur de production sur PGlite, ${results.clients} clients ; ` +
      `/api/health appelé toutes les ${results.healthEveryMs} ms pendant chaque scénario, une mesure ` +
      `par ligne ; charge ${load(results.load)}.`,
    ['scénario', 'appels de /api/health', 'p50', 'p99', 'maximum', 'téléchargements/s'],
    [
      line('sans téléchargement (3 s)', rows.idle),
      ...(rows.alone ? [line('premier téléchargement, seul (son rendu)', rows.alone)] : []),
      line(`${results.clients} premiers téléchargements (un rendu partagé)`, rows.rendering),
      line(
        `${results.clients} clients, PDF en cache (${results.cachedSeconds} s)`,
        rows.cached,
        number(rows.cached.downloadsPerSecond),
      ),
    ],
  );
}

/** Issue 41: the bakery through the sector start and through today's path, side by side. */
function starterTable(results) {
  const { machine, journeys, ratios, goal } = results;
  const { starter, today } = journeys;
  const times = (value) => `${number(value, 1)} ×`;
  return table(
    `Mesuré le ${day(machine.date)} (Node ${machine.node}, Chromium, build de production) : la même ` +
      `boulangerie-pâtisserie de 6 personnes, de l’inscription à la version générée ` +
      `(${starter.units} unités, ${starter.risks} risques évalués, ${starter.answers} mesures ` +
      `proposées répondues, ${starter.actions} actions), chaque clic et chaque caractère tapé ` +
      `comptés (une liste déroulante compte deux clics). Objectif : moins de ${goal.clicks} clics ` +
      `et ${goal.typedCharacters} caractères tapés, ${goal.factor} fois moins que le parcours actuel.`,
    ['parcours', 'clics', 'caractères tapés', 'clics + caractères'],
    [
      `| départ du modèle du secteur | ${number(starter.clicks)} | ${number(starter.typedCharacters)} | ${number(starter.clicks + starter.typedCharacters)} |`,
      `| parcours actuel (risques prédéfinis ajoutés à la main, mesures tapées) | ${number(today.clicks)} | ${number(today.typedCharacters)} | ${number(today.clicks + today.typedCharacters)} |`,
      `| rapport | ${times(ratios.clicks)} | ${times(ratios.typedCharacters)} | ${times(ratios.actions)} |`,
    ],
  );
}

/** Issue 42: « Mes espaces » and the radar over 200 espaces × 5 DUERP. */
function espacesTable(results) {
  const { machine, routes } = results;
  const row = (name, r) =>
    `| ${name} | ${ms(r.firstMs)} | ${ms(r.medianMs)} | ${ms(r.p95Ms)} | ${load(r.load)} |`;
  return table(
    `Mesuré le ${day(machine.date)} (Node ${machine.node}, ${machine.cores} cœurs ${machine.cpu}) : ` +
      `un consultant membre de ${number(results.espaces)} espaces, ${number(results.documents)} DUERP, ` +
      `PGlite dans le processus ; premier appel (documents pas encore en cache), puis médiane et p95 ` +
      `de ${results.runs} appels. Objectif : moins de ${ms(results.goalMs)}.`,
    ['route', 'premier appel', 'médiane', 'p95', 'charge'],
    [
      row('`GET /api/espaces/overview` (Mes espaces)', routes.overview),
      row('`GET /api/espaces/radar` (radar de conformité)', routes.radar),
    ],
  );
}

/** Issue 42: « Dossier pour un contrôle » of a 1,000-risk document. */
function packTable(results) {
  const { machine, pdf, zip } = results;
  const row = (name, r) =>
    `| ${name} | ${ms(r.firstMs)} | ${ms(r.medianMs)} | ${number(r.bytes / 1024)} Ko | ${load(r.load)} |`;
  return table(
    `Mesuré le ${day(machine.date)} (Node ${machine.node}, ${machine.cores} cœurs ${machine.cpu}) : ` +
      `document de ${number(results.risks)} risques et ${results.versions} versions, PGlite dans le ` +
      `processus ; premier appel puis médiane de ${results.runs} appels ; RSS maximal du processus ` +
      `${number(results.peakRssMb)} Mo. Objectif : moins de ${ms(results.goalMs)}.`,
    ['téléchargement', 'premier appel', 'médiane', 'taille', 'charge'],
    [
      row('PDF du dossier', pdf),
      row('ZIP des originaux (PDF de la version en vigueur compris)', zip),
      ...(results.large
        ? [
            row(
              `PDF du dossier, document de ${number(results.large.risks)} risques (RSS maximal ${number(results.large.peakRssMb)} Mo)`,
              results.large,
            ),
          ]
        : []),
    ],
  );
}

export const TABLES = {
  espaces: espacesTable,
  pack: packTable,
  editors: editorsTable,
  download: downloadTable,
  pdf: pdfTable,
  exports: exportsTable,
  photos: photosTable,
  'photos-pdf': photosPdfTable,
  starter: starterTable,
};

/** The results file of a bench: `{name}.json`, or for dated ones the latest `{name}-<date>.json`. */
function resultsFile(dir, name) {
  const plain = join(dir, `${name}.json`);
  if (existsSync(plain)) return plain;
  const dated = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.json$`).test(f))
        .sort()
    : [];
  return dated.length > 0 ? join(dir, dated.at(-1)) : null;
}

/** `page` with each generated part replaced; parts whose results are missing are left as is. */
export function withTables(page, resultsByName) {
  let out = page;
  for (const [name, table] of Object.entries(TABLES)) {
    const results = resultsByName[name];
    if (!results) continue;
    const start = `<!-- bench:${name} -->`;
    const end = `<!-- /bench:${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`${PAGE} : marqueurs ${start} … ${end} absents`);
    out = `${out.slice(0, from + start.length)}\n${table(results)}\n${out.slice(to)}`;
  }
  return out;
}

export function readResults(root = ROOT) {
  const results = {};
  for (const name of Object.keys(TABLES)) {
    const file = resultsFile(join(root, 'bench', 'results'), name);
    if (file) results[name] = JSON.parse(readFileSync(file, 'utf8'));
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(ROOT, PAGE);
  const page = readFileSync(file, 'utf8');
  const updated = withTables(page, readResults());
  if (process.argv.includes('--check')) {
    if (updated !== page) {
      console.error(`${PAGE} ne reflète pas bench/results/ : lancer npm run bench:readme`);
      process.exit(1);
    }
    console.log(`${PAGE} reflète bench/results/`);
  } else {
    writeFileSync(file, updated);
    console.log(`${PAGE} : tableaux des bancs régénérés depuis bench/results/`);
  }
}
