/**
 * One load-generating process of bench/editors.bench.ts: it creates its share of the simulated
 * people (an account and a DUERP of 8 units and 60 risks each), then, step by step, plays their
 * sessions against the server and reports each route's client-side latencies.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEFAULT_DISPLAY_OPTIONS, type DuerpDocument } from '@duerp/domain';
import { largeDuerpData } from '../fixtures/large-document.js';
import { evaluationBodies } from './seed.js';

export type Route =
  'sign-in' | 'open' | 'update-risque' | 'upsert-action' | 'list' | 'generate' | 'pdf';

export type WorkerCommand =
  { kind: 'seed'; count: number } | { kind: 'run'; people: number; seconds: number };

export interface StepReport {
  latencies: Partial<Record<Route, number[]>>;
  errors: Partial<Record<Route, number>>;
  firstErrors: string[];
}

const { base, thinkSeconds, listEverySeconds, versionOneIn } = JSON.parse(
  process.env.BENCH_EDITORS_WORKER ?? '{}',
) as {
  base: string;
  thinkSeconds: number;
  listEverySeconds: number;
  versionOneIn: number;
};
const PASSWORD = 'Motdepasse1!';
const SEED_CONCURRENCY = 6;
/**
 * One person in 10 has evaluated every risk (a version can be generated only then) and makes the
 * generations, 10 times as often, so that 1 action in `versionOneIn` overall is one.
 */
const COMPLETE_ONE_IN = 10;

/** 8 units, 60 risks: the document of a small employer, about 20 kB of JSON. */
const DATA = (() => {
  const data = largeDuerpData({ units: 8, risksPerUnit: 8, actions: 0, seed: 7 });
  const units = data.unitesDeTravail.map((u, index) => ({
    ...u,
    risques: index < 4 ? u.risques.slice(0, 7) : u.risques,
  }));
  return { ...data, unitesDeTravail: units };
})();

interface Person {
  email: string;
  token: string;
  documentId: string;
  document: DuerpDocument | null;
  active: boolean;
  complete: boolean;
}

const people: Person[] = [];
/** People whose creation started, complete ones included. */
let started = 0;

async function call(
  route: Route | null,
  report: StepReport | null,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Read in full, as the browser does: the latency includes the answer's transfer.
    const bytes = await response.arrayBuffer();
    if (route && report) (report.latencies[route] ??= []).push(performance.now() - started);
    if (!response.ok) throw new Error(`${method} ${path} : ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') && bytes.byteLength
      ? JSON.parse(Buffer.from(bytes).toString())
      : null;
  } catch (error) {
    if (route && report) {
      report.errors[route] = (report.errors[route] ?? 0) + 1;
      if (report.firstErrors.length < 5) report.firstErrors.push(String(error));
    }
    if (!report) throw error;
    return null;
  }
}

async function createPerson(complete: boolean): Promise<Person> {
  const challenge = (await call(
    null,
    null,
    'GET',
    '/api/public/captcha/challenge',
    null,
  )) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const email = `editeur-${Date.now()}-${Math.random().toString(36).slice(2)}@exemple.fr`;
  const { accessToken } = (await call(null, null, 'POST', '/api/public/account/create', null, {
    emailAddress: email,
    newPassword: PASSWORD,
    captchaToken: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
  })) as { accessToken: string };
  const post = (path: string, body?: unknown) => call(null, null, 'POST', path, accessToken, body);
  const { id } = (await post('/api/duerp/create')) as DuerpDocument;
  await post(`/api/duerp/${id}/update-infosentreprise`, {
    ...DATA.entreprise,
    nombreEmployes: 25,
  });
  await post(`/api/duerp/${id}/update-list-unitesdetravail`, {
    unitesDeTravail: DATA.unitesDeTravail.map(({ idUniteDeTravail, displayName }) => ({
      idUniteDeTravail,
      displayName,
    })),
  });
  for (const unite of DATA.unitesDeTravail) {
    await post(`/api/duerp/${id}/update-list-risques`, {
      idUniteDeTravail: unite.idUniteDeTravail,
      categorieDeRisques: unite.categorieDeRisques,
      risques: unite.risques.map((r) => ({
        idRisque: r.idRisque,
        idCategorie: r.idCategorie,
        code: r.code,
        displayName: r.displayName,
        danger: r.danger,
        remarques: r.remarques,
        isUserDefined: r.isUserDefined,
      })),
    });
  }
  await post(`/api/duerp/${id}/update-toggle-papripact`, { isPapripactEnabled: true });
  if (complete) {
    for (const body of evaluationBodies(DATA)) await post(`/api/duerp/${id}/update-risque`, body);
  }
  return { email, token: '', documentId: id, document: null, active: false, complete };
}

async function seed(count: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        people.push(await createPerson(started++ % COMPLETE_ONE_IN === 0));
      }
    }),
  );
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Exponential think time around the mean, as people's pauses are. */
const think = (meanSeconds: number) => -Math.log(1 - Math.random()) * meanSeconds * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function saveSomething(person: Person, report: StepReport): Promise<void> {
  const document = person.document!;
  const unite = pick(document.data.unitesDeTravail);
  const path = `/api/duerp/${person.documentId}`;
  if (Math.random() < 0.5 || unite.risques.length === 0) {
    const risque = pick(unite.risques);
    const saved = await call(
      'update-risque',
      report,
      'POST',
      `${path}/update-risque`,
      person.token,
      {
        idUniteDeTravail: unite.idUniteDeTravail,
        idRisque: risque.idRisque,
        idCategorie: risque.idCategorie,
        displayName: risque.displayName,
        danger: risque.danger,
        remarques: `Vu le ${new Date().toISOString()}`,
        evalGravite: 1 + Math.floor(Math.random() * 4),
        evalFrequence: 1 + Math.floor(Math.random() * 4),
        evalMaitrise: 1 + Math.floor(Math.random() * 4),
        isUserDefined: risque.isUserDefined,
        code: risque.code,
      },
    );
    if (saved) person.document = saved as DuerpDocument;
    return;
  }
  const existing = unite.papripactActionsPreventives;
  const risque = pick(unite.risques);
  const saved = await call(
    'upsert-action',
    report,
    'POST',
    `${path}/upsert-action-preventive-papripact`,
    person.token,
    {
      ...(existing.length >= 2 ? { idAction: pick(existing).idAction } : {}),
      idUniteDeTravail: unite.idUniteDeTravail,
      idRisqueAssocie: risque.idRisque,
      descriptionDeLaMesure: 'Former les nouveaux arrivants au poste',
      responsable: 'Chef d’atelier',
      budget: '300 €',
      date: '2027-06-30',
      statut: 'En cours',
    },
  );
  if (saved) person.document = saved as DuerpDocument;
}

async function generateAndDownload(person: Person, report: StepReport): Promise<void> {
  const path = `/api/duerp/${person.documentId}`;
  const saved = (await call('generate', report, 'POST', `${path}/generate`, person.token, {
    notesDeVersion: '',
    displayOptions: DEFAULT_DISPLAY_OPTIONS,
  })) as DuerpDocument | null;
  const version = saved?.versions.at(-1);
  if (!saved || !version) return;
  person.document = saved;
  await call('pdf', report, 'GET', `${path}/versions/${version.id}/download`, person.token);
}

/** One person's session until `end`: sign in once, open the document, then work. */
async function session(person: Person, end: number, report: StepReport): Promise<void> {
  await sleep(Math.random() * 5_000);
  if (!person.active) {
    const tokens = (await call('sign-in', report, 'POST', '/api/public/token/new', null, {
      emailAddress: person.email,
      password: PASSWORD,
    })) as { accessToken: string } | null;
    if (!tokens) return;
    person.token = tokens.accessToken;
    person.document = (await call(
      'open',
      report,
      'GET',
      `/api/duerp/${person.documentId}`,
      person.token,
    )) as DuerpDocument | null;
    if (!person.document) return;
    person.active = true;
  }
  let nextList = Date.now() + Math.random() * listEverySeconds * 1000;
  for (;;) {
    await sleep(think(thinkSeconds));
    if (Date.now() >= end) return;
    if (Date.now() >= nextList) {
      await call('list', report, 'GET', '/api/duerp/list', person.token);
      nextList += listEverySeconds * 1000;
    }
    if (person.complete && Math.random() < COMPLETE_ONE_IN / versionOneIn)
      await generateAndDownload(person, report);
    else await saveSomething(person, report);
  }
}

process.on('message', (command: WorkerCommand) => {
  void (async () => {
    try {
      if (command.kind === 'seed') {
        await seed(command.count - people.length);
        process.send!({ kind: 'seeded', count: people.length });
        return;
      }
      const report: StepReport = { latencies: {}, errors: {}, firstErrors: [] };
      const end = Date.now() + command.seconds * 1000;
      await Promise.all(people.slice(0, command.people).map((p) => session(p, end, report)));
      process.send!({ kind: 'report', report });
    } catch (error) {
      process.send!({ kind: 'failed', message: String(error) });
    }
  })();
});
