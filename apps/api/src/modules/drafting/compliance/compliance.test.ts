import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '@duerp/domain/calendar';
import type { ComplianceReport } from '@duerp/domain/compliance';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, createDuerp, generate } from '../../../../test/helpers/duerp.js';
import { joinEspace } from '../../../../test/helpers/espaces.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = { authorization: string };
const check = (auth: Auth, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/duerp/${id}/compliance`, headers: auth });
const codes = (report: ComplianceReport) => report.findings.map((f) => f.code);

describe('GET /api/duerp/:id/compliance', () => {
  it('answers the findings of the document and follows its versions and consultation records', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const before = (await check(owner.auth, doc.id)).json<ComplianceReport>();
    expect(codes(before)).toContain('aucune-version');
    expect(before.findings.find((f) => f.code === 'aucune-version')).toMatchObject({
      level: 'manquement',
      article: 'R4121-1',
      href: `/duerps/${doc.id}/edit?step=7`,
    });
    expect(before.notApplicable[0]?.message).toBe(
      "Non applicable : le portail n'est pas en service",
    );
    expect(before.counts.manquement).toBe(
      before.findings.filter((f) => f.level === 'manquement').length,
    );

    const { id: versionId } = (await generate(t, owner.auth, doc.id)).json<{ id: string }>();
    const after = (await check(owner.auth, doc.id)).json<ComplianceReport>();
    expect(codes(after)).not.toContain('aucune-version');
    expect(codes(after)).toEqual(expect.arrayContaining(['envoi-spst', 'consultation-cse']));
    expect(after.findings.find((f) => f.code === 'envoi-spst')?.href).toBe(
      `/duerps/${doc.id}?highlightversionid=${versionId}`,
    );

    const today = parisDay(new Date());
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/duerp/${doc.id}/versions/${versionId}/consultation`,
      headers: owner.auth,
      payload: {
        dateConsultationCse: null,
        avisCse: 'pas_de_cse',
        commentaires: '',
        dateEnvoiSpst: today,
      },
    });
    expect(saved.statusCode).toBe(200);
    const recorded = (await check(owner.auth, doc.id)).json<ComplianceReport>();
    expect(codes(recorded)).not.toContain('envoi-spst');
    expect(codes(recorded)).not.toContain('consultation-cse');
  });

  it('is readable by a Lecteur of the espace, 404 to a stranger as for the document, 400 on a bad id', async () => {
    const owner = await createAccount(t);
    const reader = await createAccount(t);
    const stranger = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    await joinEspace(t, owner, reader, 'lecteur');
    const read = await check(reader.auth, doc.id);
    expect(read.statusCode).toBe(200);
    expect(codes(read.json<ComplianceReport>())).toEqual(['aucune-version']);

    const refused = await check(stranger.auth, doc.id);
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(document.json());

    const bad = await check(owner.auth, 'pas-un-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/[A-Za-zéè]/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}/compliance` })).statusCode,
    ).toBe(401);
  });
});
