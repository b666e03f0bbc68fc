import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '@duerp/domain/calendar';
import type { ActivityPage } from '@duerp/domain/espaces';
import type { ComplianceReport } from '@duerp/domain/compliance';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import {
  categorie,
  completeDocument,
  evaluation,
  generate,
  risqueInput,
  setUnits,
} from '../../../../test/helpers/duerp.js';
import { poppler } from '../../../../test/helpers/pdf.js';

let t: TestApp;
const pdf = await poppler();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await pdf.cleanup();
});

type Auth = { authorization: string };
const inject = (auth: Auth, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const codes = async (auth: Auth, id: string) =>
  (await inject(auth, 'GET', `/api/duerp/${id}/compliance`))
    .json<ComplianceReport>()
    .findings.map((f) => f.code);

/** completeDocument's unit u1 « Atelier » (Glissade, bruit) and a unit u2 « Bureaux » (écran). */
async function twoUnitsWithVersion() {
  const owner = await createAccount(t, { isVip: true });
  const doc = await completeDocument(t, owner.auth);
  await setUnits(t, owner.auth, doc.id, [
    { idUniteDeTravail: 'u1', displayName: 'Atelier' },
    { idUniteDeTravail: 'u2', displayName: 'Bureaux' },
  ]);
  await inject(owner.auth, 'POST', `/api/duerp/${doc.id}/update-list-risques`, {
    idUniteDeTravail: 'u2',
    categorieDeRisques: [categorie('c9', 'Travail sur écran')],
    risques: [risqueInput('r9', 'c9', 'Fatigue visuelle sur écran')],
  });
  await inject(owner.auth, 'POST', `/api/duerp/${doc.id}/update-risque`, {
    ...evaluation('r9', 'c9', 1, 2, 2),
    idUniteDeTravail: 'u2',
    displayName: 'Fatigue visuelle sur écran',
  });
  const generated = await generate(t, owner.auth, doc.id);
  expect(generated.statusCode).toBe(200);
  return { owner, doc, versionId: generated.json<{ id: string }>().id };
}

describe('« Extrait pour un ancien salarié »', () => {
  it('holds only the chosen units of the versions in force, and is logged in the journal', async () => {
    const { owner, doc } = await twoUnitsWithVersion();
    const today = parisDay(new Date());
    const res = await inject(owner.auth, 'POST', `/api/duerp/${doc.id}/extrait-ancien-salarie`, {
      du: '2020-01-01',
      au: today,
      unites: ['u2'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdf.pages(res.rawPayload, '-raw')).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Extrait pour un ancien salarié');
    expect(text).toContain('Unités de travail : Bureaux.');
    expect(text).toContain('Fatigue visuelle sur écran');
    expect(text).toMatch(/Version 1 du .* code de vérification [A-Z0-9]{5}-[A-Z0-9]{5}/);
    expect(text).not.toContain('Atelier');
    expect(text).not.toContain('Glissade');

    const journal = await inject(owner.auth, 'GET', `/api/espaces/${owner.espaceId}/journal`);
    const entry = journal
      .json<ActivityPage>()
      .entries.find((e) => e.action === 'extract.generated');
    expect(entry).toMatchObject({
      actorEmail: owner.email,
      duerpDocumentId: doc.id,
      details: { du: '2020-01-01', au: today, unites: 'Bureaux', versions: '1' },
    });
  });

  it('refuses impossible dates, an inverted period, no unit, an unknown unit and a period before any version', async () => {
    const { owner, doc } = await twoUnitsWithVersion();
    const url = `/api/duerp/${doc.id}/extrait-ancien-salarie`;
    const today = parisDay(new Date());
    const cases: [object, string][] = [
      [
        { du: '2026-02-30', au: today, unites: ['u1'] },
        "La date de début n'est pas une date valide.",
      ],
      [
        { du: '2020-01-01', au: '2026-13-01', unites: ['u1'] },
        "La date de fin n'est pas une date valide.",
      ],
      [
        { du: '2026-06-02', au: '2026-06-01', unites: ['u1'] },
        'La date de fin doit être postérieure ou égale à la date de début.',
      ],
      [{ du: '2020-01-01', au: today, unites: [] }, 'Choisissez au moins une unité de travail.'],
      [
        { du: '2020-01-01', au: today, unites: ['inconnue'] },
        "Une unité de travail choisie n'existe dans aucune version de cette période.",
      ],
      [
        { du: '2020-01-01', au: '2020-12-31', unites: ['u1'] },
        "Aucune version du document unique n'était en vigueur pendant cette période.",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await inject(owner.auth, 'POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });
});

describe('copies of an extract request', () => {
  it('get the same PDF back with its name under one Idempotency-Key, logged once per key', async () => {
    const { owner, doc } = await twoUnitsWithVersion();
    const url = `/api/duerp/${doc.id}/extrait-ancien-salarie`;
    const payload = { du: '2020-01-01', au: parisDay(new Date()), unites: ['u1'] };
    const send = (key?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...owner.auth, ...(key ? { 'idempotency-key': key } : {}) },
      });
    const logged = async () =>
      (await inject(owner.auth, 'GET', `/api/espaces/${owner.espaceId}/journal`))
        .json<ActivityPage>()
        .entries.filter((e) => e.action === 'extract.generated').length;

    const key = crypto.randomUUID();
    const first = await send(key);
    const again = await send(key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await logged()).toBe(1);

    const other = crypto.randomUUID();
    const together = await Promise.all([send(other), send(other), send(other)]);
    const bytes = together.map((res) => res.rawPayload.toString('base64'));
    expect(new Set(bytes).size).toBe(1);
    expect(await logged()).toBe(2);

    // Without a key, each request is a new extract, logged each time.
    await send();
    await send();
    expect(await logged()).toBe(4);
  });
});

describe('the records the compliance check reads', () => {
  it('records the access notice when it is generated and its posting day when entered', async () => {
    const { owner, doc } = await twoUnitsWithVersion();
    const url = `/api/duerp/${doc.id}/compliance/records`;
    expect((await inject(owner.auth, 'GET', url)).json()).toEqual({
      accessNoticeGeneratedAt: null,
      accessNoticePostedOn: null,
      spacedUpdateReason: null,
      spacedUpdateReasonAt: null,
    });
    expect(await codes(owner.auth, doc.id)).toContain('avis-acces');
    const notice = await inject(owner.auth, 'POST', `/api/duerp/${doc.id}/access-notice`, {
      lieu: 'Salle de pause',
      personne: 'Claire Martin',
      horaires: 'Du lundi au vendredi, 9 h – 17 h',
    });
    expect(notice.statusCode).toBe(200);
    const generated = (await inject(owner.auth, 'GET', url)).json();
    expect(Date.parse(generated.accessNoticeGeneratedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await codes(owner.auth, doc.id)).toContain('avis-acces');

    for (const [date, message] of [
      ['2026-02-30', "La date d'affichage n'est pas une date valide."],
      ['2100-01-01', "La date d'affichage ne peut pas être dans le futur."],
    ]) {
      const refused = await inject(owner.auth, 'PUT', url, { accessNoticePostedOn: date });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    const today = parisDay(new Date());
    const posted = await inject(owner.auth, 'PUT', url, { accessNoticePostedOn: today });
    expect(posted.json()).toMatchObject({ accessNoticePostedOn: today });
    expect(await codes(owner.auth, doc.id)).not.toContain('avis-acces');
  });

  it('dates a spaced-update reason when recorded, keeps the other fields, and clears it with null', async () => {
    const { owner, doc } = await twoUnitsWithVersion();
    const url = `/api/duerp/${doc.id}/compliance/records`;
    await inject(owner.auth, 'PUT', url, { accessNoticePostedOn: parisDay(new Date()) });
    const saved = await inject(owner.auth, 'PUT', url, {
      spacedUpdateReason: '  Aucun changement des postes ni des équipements\u0007 ',
    });
    expect(saved.json()).toMatchObject({
      accessNoticePostedOn: parisDay(new Date()),
      spacedUpdateReason: 'Aucun changement des postes ni des équipements',
    });
    expect(Date.parse(saved.json().spacedUpdateReasonAt)).toBeGreaterThan(Date.now() - 60_000);
    const long = await inject(owner.auth, 'PUT', url, { spacedUpdateReason: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Le motif est trop long (2 000 caractères au plus).');
    const cleared = await inject(owner.auth, 'PUT', url, { spacedUpdateReason: null });
    expect(cleared.json()).toMatchObject({ spacedUpdateReason: null, spacedUpdateReasonAt: null });
  });
});
