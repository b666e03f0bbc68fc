import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DuerpDocument, VersionSummary } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { usePoppler } from '../../../../test/helpers/pdf.js';
import { duerpVersions } from '../../../db/schema/index.js';

const t = useTestApp();
const pdf = usePoppler();

type Auth = { authorization: string };
const event = {
  type: 'accident_maladie',
  date: '2026-03-02',
  description: 'Chute dans l’escalier de la réserve',
};

function report(auth: Auth, id: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/signaler-evenement`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
}

function saveConsultation(auth: Auth, id: string, versionId: string, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/duerp/${id}/versions/${versionId}/consultation`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
}

/** The record's days follow its version's: the versions of these tests are dated 1 April 2026. */
async function generateOnFirstApril(auth: Auth, id: string, notesDeVersion?: string) {
  const versionId = (await generate(t, auth, id, notesDeVersion)).json<{ id: string }>().id;
  await t.app.deps.db
    .update(duerpVersions)
    .set({ creationTime: new Date('2026-04-01T08:00:00Z') })
    .where(eq(duerpVersions.id, versionId));
  return versionId;
}

async function fullPdfText(auth: Auth, id: string, versionId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/duerp/${id}/versions/${versionId}/download`,
    headers: auth,
  });
  expect(res.statusCode).toBe(200);
  return (await pdf.pages(res.rawPayload)).join('\n');
}

describe('POST /api/duerp/{id}/signaler-evenement', () => {
  it('records the event for the next version and the PDF of that version gives it as a reason', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const v1 = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;

    const res = await report(owner.auth, doc.id, event);
    expect(res.statusCode).toBe(200);
    const after = res.json<DuerpDocument>();
    expect(after.data.evenementsDeMiseAJour).toMatchObject([{ ...event, versionDeMiseAJour: 2 }]);
    expect(after.hasBeenModifiedSinceLastGeneration).toBe(true);

    const v2 = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    const second = await fullPdfText(owner.auth, doc.id, v2);
    expect(second).toContain('Motifs de la mise à jour');
    expect(second).toContain('Accident du travail / maladie professionnelle');
    expect(second).toContain('Chute dans l’escalier de la réserve');
    const first = await fullPdfText(owner.auth, doc.id, v1);
    expect(first).not.toContain('Motifs de la mise à jour');
  });
  it('refuses a missing description, an unknown type and an impossible date in French', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const blank = await report(owner.auth, doc.id, { ...event, description: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain("La description de l'événement est requise");
    const type = await report(owner.auth, doc.id, { ...event, type: 'incendie' });
    expect(type.statusCode).toBe(400);
    expect(type.json().message).toContain("Le type d'événement est requis");
    const date = await report(owner.auth, doc.id, { ...event, date: '2026-02-30' });
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toContain("La date de l'événement n'est pas valide");
  });
  it('leaves a document without events as before, and a copy starts without its events', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    expect(doc.data).not.toHaveProperty('evenementsDeMiseAJour');
    await report(owner.auth, doc.id, event);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/duplicate/${doc.id}`,
      headers: owner.auth,
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json<DuerpDocument>().data).not.toHaveProperty('evenementsDeMiseAJour');
  });
  it("answers 404 on another user's document", async () => {
    const owner = await createAccount(t);
    const other = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    expect((await report(other.auth, doc.id, event)).statusCode).toBe(404);
  });
});

describe('PUT /api/duerp/{id}/versions/{versionId}/consultation', () => {
  const consultation = {
    dateConsultationCse: '2026-04-10',
    avisCse: 'reserve',
    commentaires: 'Le CSE demande un calendrier pour le quai.',
    dateEnvoiSpst: '2026-04-15',
  };
  it('stores the record apart from the version: its snapshot and hash stay the same', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const v1 = await generateOnFirstApril(owner.auth, doc.id, 'Première évaluation');
    const before = await fullPdfText(owner.auth, doc.id, v1);
    expect(before).toContain('Historique des versions');
    expect(before).not.toContain('Réservé');
    const [stored] = await t.app.deps.db
      .select()
      .from(duerpVersions)
      .where(eq(duerpVersions.id, v1));

    const res = await saveConsultation(owner.auth, doc.id, v1, consultation);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(consultation);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/versions/list`,
      headers: owner.auth,
    });
    expect(list.json<VersionSummary[]>()[0]?.consultation).toMatchObject(consultation);
    const [after] = await t.app.deps.db
      .select()
      .from(duerpVersions)
      .where(eq(duerpVersions.id, v1));
    expect(after!.snapshotSha256).toBe(stored!.snapshotSha256);
    expect(after!.dataSnapshot).toEqual(stored!.dataSnapshot);

    // The history page of the next version lists version 1 with its consultation.
    const v2 = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    const text = await fullPdfText(owner.auth, doc.id, v2);
    expect(text).toContain('Première évaluation');
    expect(text).toContain('Avis du CSE : Réservé');
    expect(text).toContain('15 avril 2026');
    // And version 1's own PDF now shows it too (the cached PDF is not served stale).
    expect(await fullPdfText(owner.auth, doc.id, v1)).toContain('Avis du CSE : Réservé');

    const cleared = await saveConsultation(owner.auth, doc.id, v1, {
      dateConsultationCse: '',
      avisCse: null,
      commentaires: '',
      dateEnvoiSpst: null,
    });
    expect(cleared.json()).toMatchObject({ dateConsultationCse: null, avisCse: null });
  });
  it('leaves the PDF of a version generated before the history part exactly as it was', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const v1 = await generateOnFirstApril(owner.auth, doc.id);
    expect(await fullPdfText(owner.auth, doc.id, v1)).toContain('6. Historique des versions');
    // What migration 0010 gives every version that existed before it.
    await t.app.deps.db
      .update(duerpVersions)
      .set({ pdfEdition: 1 })
      .where(eq(duerpVersions.id, v1));
    expect(await saveConsultation(owner.auth, doc.id, v1, consultation)).toHaveProperty(
      'statusCode',
      200,
    );
    const old = await fullPdfText(owner.auth, doc.id, v1);
    expect(old).not.toContain('Historique des versions');
    expect(old).not.toContain('Réservé');
    // The versions generated from now on have the part.
    const v2 = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    expect(await fullPdfText(owner.auth, doc.id, v2)).toContain('Avis du CSE : Réservé');
  });

  it('refuses an impossible date and an unknown opinion', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const v1 = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    const date = await saveConsultation(owner.auth, doc.id, v1, {
      ...consultation,
      dateEnvoiSpst: '2026-13-01',
    });
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toContain("La date n'est pas valide");
    const avis = await saveConsultation(owner.auth, doc.id, v1, { ...consultation, avisCse: 'ok' });
    expect(avis.statusCode).toBe(400);
  });
  it("answers 404 for another user's version or a version of another document", async () => {
    const owner = await createAccount(t);
    const other = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const v1 = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    expect((await saveConsultation(other.auth, doc.id, v1, consultation)).statusCode).toBe(404);
    const otherDoc = await completeDocument(t, other.auth);
    expect((await saveConsultation(other.auth, otherDoc.id, v1, consultation)).statusCode).toBe(
      404,
    );
  });
});
