import { describe, expect, it } from 'vitest';
import { LIVING_DOCUMENT_MESSAGES } from '@duerp/domain/living-document';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { usePoppler } from '../../../../test/helpers/pdf.js';

const t = useTestApp();
const pdf = usePoppler();

type Auth = { authorization: string };
const machine = { type: 'autre', date: '2026-03-02', description: 'Nouveau pétrin mécanique' };
const mistake = { type: 'autre', date: '2026-03-03', description: 'Signalé sur le mauvais DUERP' };

async function report(auth: Auth, id: string, payload: typeof machine): Promise<DuerpDocument> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/signaler-evenement`,
    headers: auth,
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json<DuerpDocument>();
}

function withdraw(auth: Auth, id: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/duerp/${id}/retirer-evenement`,
    headers: auth,
    payload: payload as Record<string, unknown>,
  });
}

const idOf = (doc: DuerpDocument, description: string) =>
  doc.data.evenementsDeMiseAJour!.find((e) => e.description === description)!.idEvenement;

describe('POST /api/duerp/{id}/retirer-evenement', () => {
  it('withdraws a pending event: the next version no longer gives it as a reason', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, doc.id);
    await report(owner.auth, doc.id, machine);
    const reported = await report(owner.auth, doc.id, mistake);

    const res = await withdraw(owner.auth, doc.id, {
      idEvenement: idOf(reported, mistake.description),
    });
    expect(res.statusCode).toBe(200);
    const after = res.json<DuerpDocument>();
    expect(after.data.evenementsDeMiseAJour).toMatchObject([machine]);
    expect(after.revision).toBe(reported.revision + 1);

    const v2 = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}/versions/${v2}/download`,
      headers: owner.auth,
    });
    const text = (await pdf.pages(download.rawPayload)).join('\n');
    expect(text).toContain(machine.description);
    expect(text).not.toContain(mistake.description);
  });

  it('refuses to withdraw an event a version already answered, and keeps it', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const reported = await report(owner.auth, doc.id, machine);
    await generate(t, owner.auth, doc.id);
    const res = await withdraw(owner.auth, doc.id, {
      idEvenement: idOf(reported, machine.description),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: LIVING_DOCUMENT_MESSAGES.evenementInVersion });
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(current.json<DuerpDocument>().data.evenementsDeMiseAJour).toMatchObject([machine]);
  });

  it('answers 404 for an unknown event and 400 for a malformed body, in French', async () => {
    const owner = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const unknown = await withdraw(owner.auth, doc.id, { idEvenement: 'inconnu' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Événement introuvable.' });
    for (const body of [{}, { idEvenement: '' }, { idEvenement: 'x', type: 'autre' }]) {
      const bad = await withdraw(owner.auth, doc.id, body);
      expect(bad.statusCode).toBe(400);
      expect(typeof bad.json().message).toBe('string');
    }
  });

  it("answers 404 on another user's document and leaves its event", async () => {
    const owner = await createAccount(t);
    const other = await createAccount(t);
    const doc = await completeDocument(t, owner.auth);
    const reported = await report(owner.auth, doc.id, machine);
    const res = await withdraw(other.auth, doc.id, {
      idEvenement: idOf(reported, machine.description),
    });
    expect(res.statusCode).toBe(404);
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(current.json<DuerpDocument>().data.evenementsDeMiseAJour).toHaveLength(1);
  });
});
