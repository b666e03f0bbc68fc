import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EDITOR_MESSAGES, type DuerpDocument } from '@duerp/domain/duerp';
import { LIVING_DOCUMENT_MESSAGES as M } from '@duerp/domain/living-document';
import { SHARE_LINK_MESSAGES } from '@duerp/domain/access';
import { formatDateLong, todayInParis } from '@duerp/domain/calendar';
import { createAccount, createTestApp, type TestApp } from '../helpers/test-app.js';
import { completeDocument, generate } from '../helpers/duerp.js';
import { duerpVersions } from '../../src/db/schema/index.js';

/**
 * Every date an API body holds goes through the domain's one calendar-day schema: an impossible
 * day is a French 400, never a 500 nor a day shifted into the next month.
 */
const IMPOSSIBLE = ['2027-13-45', '9999-99-99', '2027-00-10', '2027-12-32', '2027-02-30'];

let t: TestApp;
let auth: { authorization: string };
let doc: DuerpDocument;
let versionId: string;

beforeAll(async () => {
  t = await createTestApp();
  auth = (await createAccount(t, { isVip: true })).auth;
  doc = await completeDocument(t, auth);
  versionId = (await generate(t, auth, doc.id)).json<{ id: string }>().id;
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: auth, payload });

const tomorrow = () => {
  const day = new Date(`${todayInParis()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

describe('POST /api/duerp/{id}/share-links', () => {
  it('answers 400 to an impossible expiry day and stores no link', async () => {
    for (const expiresOn of IMPOSSIBLE) {
      const res = await post(`/api/duerp/${doc.id}/share-links`, { label: 'CSE', expiresOn });
      expect(res.statusCode, expiresOn).toBe(400);
      expect(res.json(), expiresOn).toEqual({ message: SHARE_LINK_MESSAGES.expiryInvalid });
    }
    const list = await t.app.inject({ url: `/api/duerp/${doc.id}/share-links`, headers: auth });
    expect(list.json()).toEqual([]);
  });
});

describe('POST /api/duerp/{id}/signaler-evenement', () => {
  const event = { type: 'autre', description: 'Nouvelle machine' };
  it('refuses an event dated after today in France, as on 31 December 2099', async () => {
    for (const date of ['2099-12-31', tomorrow()]) {
      const res = await post(`/api/duerp/${doc.id}/signaler-evenement`, { ...event, date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json(), date).toEqual({ message: M.evenementDateFuture });
    }
    const today = await post(`/api/duerp/${doc.id}/signaler-evenement`, {
      ...event,
      date: todayInParis(),
    });
    expect(today.statusCode).toBe(200);
  });

  it('refuses an impossible day', async () => {
    for (const date of IMPOSSIBLE) {
      const res = await post(`/api/duerp/${doc.id}/signaler-evenement`, { ...event, date });
      expect(res.json(), date).toEqual({ message: M.evenementDateInvalid });
    }
  });
});

describe('PUT /api/duerp/{id}/versions/{versionId}/consultation', () => {
  const url = () => `/api/duerp/${doc.id}/versions/${versionId}/consultation`;
  const record = { avisCse: 'favorable', commentaires: '' };

  it('refuses a consultation or a sending to the SPST dated after today', async () => {
    for (const dates of [
      { dateConsultationCse: '2099-01-15', dateEnvoiSpst: null },
      { dateConsultationCse: null, dateEnvoiSpst: tomorrow() },
    ]) {
      const res = await post(url(), { ...record, ...dates }, 'PUT');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.consultationDateFuture });
    }
  });

  it("refuses a consultation or a sending before the version's day, accepts them from it", async () => {
    const created = new Date('2026-03-12T09:00:00Z');
    await t.app.deps.db
      .update(duerpVersions)
      .set({ creationTime: created })
      .where(eq(duerpVersions.id, versionId));
    const before = await post(
      url(),
      { ...record, dateConsultationCse: '2026-03-11', dateEnvoiSpst: null },
      'PUT',
    );
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({
      message: M.consultationBeforeVersion(formatDateLong(created)),
    });
    const spst = await post(
      url(),
      { ...record, dateConsultationCse: null, dateEnvoiSpst: '2025-12-31' },
      'PUT',
    );
    expect(spst.json()).toEqual({ message: M.envoiSpstBeforeVersion('12 mars 2026') });
    const fine = await post(
      url(),
      { ...record, dateConsultationCse: '2026-03-12', dateEnvoiSpst: todayInParis() },
      'PUT',
    );
    expect(fine.statusCode).toBe(200);
  });

  it('refuses an impossible day', async () => {
    for (const day of IMPOSSIBLE) {
      const res = await post(url(), { ...record, dateConsultationCse: day }, 'PUT');
      expect(res.json(), day).toEqual({ message: M.consultationDateInvalid });
    }
  });
});

describe('POST /api/duerp/{id}/upsert-action-preventive-papripact', () => {
  const action = {
    idUniteDeTravail: 'u1',
    idRisqueAssocie: 'r1',
    descriptionDeLaMesure: 'Tapis absorbants',
    responsable: 'Claire Martin',
    budget: '',
    statut: 'À planifier',
  };
  const upsert = (date: unknown) =>
    post(`/api/duerp/${doc.id}/upsert-action-preventive-papripact`, { ...action, date });

  it('keeps "La date est requise" and refuses an impossible day', async () => {
    expect((await upsert('')).json()).toEqual({ message: EDITOR_MESSAGES.dateRequired });
    for (const date of IMPOSSIBLE) {
      expect((await upsert(date)).json(), date).toEqual({ message: EDITOR_MESSAGES.dateInvalid });
    }
  });
});
