/**
 * One load-generating process of bench/editors.bench.ts: it receives its share of the simulated
 * people (seeded in the database beforehand), signs them in, then, step by step, plays their
 * sessions against the server and reports each route's client-side latencies.
 */
import { DEFAULT_DISPLAY_OPTIONS, type DuerpDocument } from '@duerp/domain/duerp';
import { ESPACE_HEADER } from '@duerp/domain/espaces';
import {
  EDITOR_DATA,
  EDITOR_PASSWORD,
  GENERATING_ONE_IN,
  type SeededPerson,
} from './editors-seed.js';

export type Route =
  | 'sign-in'
  | 'open'
  | 'update-risque'
  | 'upsert-action'
  | 'list'
  | 'generate'
  | 'pdf'
  | 'update-list-unites';

export type WorkerCommand =
  | { kind: 'people'; people: SeededPerson[] }
  | { kind: 'sign-in'; people: number }
  | { kind: 'run'; people: number; seconds: number };

export interface StepReport {
  latencies: Partial<Record<Route, number[]>>;
  errors: Partial<Record<Route, number>>;
  firstErrors: string[];
  /** 409 answers to a list write with a stale If-Match: re-read and sent again, not errors. */
  conflicts: number;
}

const { base, thinkSeconds, listEverySeconds, versionOneIn, listWriteOneIn } = JSON.parse(
  process.env.BENCH_EDITORS_WORKER ?? '{}',
) as {
  base: string;
  thinkSeconds: number;
  listEverySeconds: number;
  versionOneIn: number;
  /** 1 save in this many renames a unit through the whole-list write (If-Match); 0: never. */
  listWriteOneIn: number;
};
/** As the web app: a list write refused for a newer revision is re-applied this many times at most. */
const MAX_LIST_WRITE_ATTEMPTS = 6;
const CONFLICT = Symbol('conflict');
/** Sign-ins in flight per process: people arrive one after the other, not all in one second. */
const SIGN_IN_CONCURRENCY = 4;

interface Person extends SeededPerson {
  token: string;
  document: DuerpDocument | null;
}

const people: Person[] = [];

async function call(
  route: Route,
  report: StepReport,
  method: string,
  path: string,
  auth: { token: string; espaceId?: string } | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(auth ? { authorization: `Bearer ${auth.token}` } : {}),
        ...(auth?.espaceId ? { [ESPACE_HEADER]: auth.espaceId } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    // Read in full, as the browser does: the latency includes the answer's transfer.
    const bytes = await response.arrayBuffer();
    (report.latencies[route] ??= []).push(performance.now() - started);
    if (response.status === 409 && headers['if-match']) {
      report.conflicts += 1;
      return CONFLICT;
    }
    if (!response.ok)
      throw new Error(`${method} ${path} : ${response.status} ${Buffer.from(bytes).toString()}`);
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') && bytes.byteLength
      ? JSON.parse(Buffer.from(bytes).toString())
      : null;
  } catch (error) {
    report.errors[route] = (report.errors[route] ?? 0) + 1;
    if (report.firstErrors.length < 5) report.firstErrors.push(String(error).slice(0, 300));
    return null;
  }
}

/** Signs in and opens the document of the first `count` people who have not done so yet. */
async function signIn(count: number, report: StepReport): Promise<void> {
  const waiting = people.slice(0, count).filter((p) => !p.document);
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      for (let person = waiting.shift(); person; person = waiting.shift()) {
        const tokens = (await call('sign-in', report, 'POST', '/api/public/token/new', null, {
          emailAddress: person.email,
          password: EDITOR_PASSWORD,
        })) as { accessToken: string } | null;
        if (!tokens) continue;
        person.token = tokens.accessToken;
        const path = `/api/duerp/${person.documentId}`;
        person.document = (await call('open', report, 'GET', path, person)) as DuerpDocument | null;
      }
    }),
  );
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Exponential think time around the mean, as people's pauses are. */
const think = (meanSeconds: number) => -Math.log(1 - Math.random()) * meanSeconds * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Renames a unit through the whole-list write with the revision last seen (If-Match): on a 409
 * (someone else wrote since), re-reads the document and sends the list again on its revision.
 */
async function renameUnit(person: Person, report: StepReport): Promise<void> {
  const path = `/api/duerp/${person.documentId}`;
  for (let attempt = 1; attempt <= MAX_LIST_WRITE_ATTEMPTS; attempt++) {
    const document = person.document!;
    const unitesDeTravail = document.data.unitesDeTravail.map(({ idUniteDeTravail }, i) => ({
      idUniteDeTravail,
      displayName: `${EDITOR_DATA.unitesDeTravail[i]?.displayName ?? 'Unité'} ${1 + Math.floor(Math.random() * 9)}`,
    }));
    const saved = await call(
      'update-list-unites',
      report,
      'POST',
      `${path}/update-list-unitesdetravail`,
      person,
      { unitesDeTravail },
      { 'if-match': String(document.revision) },
    );
    if (saved !== CONFLICT) {
      if (saved) person.document = saved as DuerpDocument;
      return;
    }
    const latest = await call('open', report, 'GET', path, person);
    if (!latest) return;
    person.document = latest as DuerpDocument;
  }
}

async function saveSomething(person: Person, report: StepReport): Promise<void> {
  if (listWriteOneIn && Math.random() < 1 / listWriteOneIn) return renameUnit(person, report);
  const document = person.document!;
  const unite = pick(document.data.unitesDeTravail);
  const path = `/api/duerp/${person.documentId}`;
  if (Math.random() < 0.5 || unite.risques.length === 0) {
    const risque = pick(unite.risques);
    const saved = await call('update-risque', report, 'POST', `${path}/update-risque`, person, {
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
    });
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
    person,
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
  const version = (await call('generate', report, 'POST', `${path}/generate`, person, {
    notesDeVersion: '',
    displayOptions: DEFAULT_DISPLAY_OPTIONS,
  })) as { id: string } | null;
  if (!version) return;
  await call('pdf', report, 'GET', `${path}/versions/${version.id}/download`, person);
}

/** One signed-in person's work until `end`. */
async function session(person: Person, end: number, report: StepReport): Promise<void> {
  let nextList = Date.now() + Math.random() * listEverySeconds * 1000;
  for (;;) {
    await sleep(think(thinkSeconds));
    if (Date.now() >= end) return;
    if (Date.now() >= nextList) {
      await call('list', report, 'GET', '/api/duerp/list', person);
      nextList += listEverySeconds * 1000;
    }
    if (person.generates && Math.random() < GENERATING_ONE_IN / versionOneIn)
      await generateAndDownload(person, report);
    else await saveSomething(person, report);
  }
}

process.on('message', (command: WorkerCommand) => {
  void (async () => {
    try {
      if (command.kind === 'people') {
        people.push(...command.people.map((p) => ({ ...p, token: '', document: null })));
        process.send!({ kind: 'ready' });
        return;
      }
      const report: StepReport = { latencies: {}, errors: {}, firstErrors: [], conflicts: 0 };
      if (command.kind === 'sign-in') {
        await signIn(command.people, report);
      } else {
        const end = Date.now() + command.seconds * 1000;
        const signedIn = people.slice(0, command.people).filter((p) => p.document);
        await Promise.all(signedIn.map((p) => session(p, end, report)));
      }
      process.send!({ kind: 'report', report });
    } catch (error) {
      process.send!({ kind: 'failed', message: String(error) });
    }
  })();
});
