import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { byFindings, type Radar, type RemindAnswer } from '@duerp/domain/compliance';
import type { ActivityPage } from '@duerp/domain/espaces';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, createDuerp, generate } from '../../../../test/helpers/duerp.js';
import { inEspace, joinEspace } from '../../../../test/helpers/espaces.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof createAccount>>;
const radar = (a: Account) =>
  t.app.inject({ method: 'GET', url: '/api/espaces/radar', headers: a.auth });
const remind = (a: Account, espaceId: string) =>
  t.app.inject({ method: 'POST', url: `/api/espaces/${espaceId}/relancer`, headers: a.auth });

describe('GET /api/espaces/radar', () => {
  it('lists every DUERP of every espace of the person, most findings first, with the sums per espace', async () => {
    const consultant = await createAccount(t);
    const client = await createAccount(t, { isVip: true });
    const other = await createAccount(t, { isVip: true });
    const stranger = await createAccount(t, { isVip: true });
    await joinEspace(t, client, consultant, 'editeur');
    await joinEspace(t, other, consultant, 'lecteur');
    const done = await completeDocument(t, client.auth);
    await generate(t, client.auth, done.id);
    const bare = await createDuerp(t, other.auth);
    await createDuerp(t, stranger.auth);

    const res = await radar(consultant);
    expect(res.statusCode).toBe(200);
    const body = res.json<Radar>();
    expect(body.rows.map((r) => r.duerpId).sort()).toEqual([bare.id, done.id].sort());
    expect([...body.rows].sort(byFindings)).toEqual(body.rows);
    const first = body.rows.find((r) => r.duerpId === bare.id);
    const second = body.rows.find((r) => r.duerpId === done.id);
    expect(first).toMatchObject({ espaceId: other.espaceId, lastVersionAt: null });
    expect(first!.firstFinding).toBe('aucune-version');
    expect(second!.lastVersionAt).not.toBeNull();
    expect(second!.firstFinding).not.toBeNull();
    // A 12-employee document whose version is of today: its annual update is a year away.
    expect(second!.daysToAnnualUpdate).toBeGreaterThanOrEqual(364);
    expect(second!.update.state).toBe('a_jour');

    // The check of the radar is the document's own check.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${done.id}/compliance`,
      headers: consultant.auth,
    });
    expect(second!.counts).toEqual(own.json<{ counts: unknown }>().counts);

    const espaces = new Map(body.espaces.map((e) => [e.id, e]));
    expect([...espaces.keys()].sort()).toEqual(
      [consultant.espaceId, client.espaceId, other.espaceId].sort(),
    );
    expect(espaces.get(client.espaceId)).toMatchObject({
      role: 'editeur',
      counts: second!.counts,
      canRemind: true,
      lastReminderAt: null,
    });
    expect(espaces.get(other.espaceId)).toMatchObject({ role: 'lecteur', canRemind: false });
    expect(espaces.get(consultant.espaceId)).toMatchObject({ canRemind: false });
    expect(body.rows.some((r) => r.espaceId === stranger.espaceId)).toBe(false);
  });

  it('answers 401 without a token and an empty radar for an espace without DUERP', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/espaces/radar' })).statusCode).toBe(401);
    const alone = await createAccount(t);
    expect((await radar(alone)).json<Radar>().rows).toEqual([]);
  });
});

describe('POST /api/espaces/:espaceId/relancer', () => {
  it('mails the other Propriétaires once for the espace, logs it, and sends nothing on a second click', async () => {
    const client = await createAccount(t, { isVip: true });
    const coOwner = await createAccount(t);
    const consultant = await createAccount(t);
    await joinEspace(t, client, coOwner, 'proprietaire');
    await joinEspace(t, client, consultant, 'editeur');
    const doc = await completeDocument(t, client.auth);
    await generate(t, client.auth, doc.id);
    await t.app.deps.db.execute(
      sql`UPDATE duerp_versions SET creation_time = now() - interval '400 days'
          WHERE duerp_document_id = ${doc.id}`,
    );
    const before = t.outbox().length;

    const [first, second] = await Promise.all([
      remind(consultant, client.espaceId),
      remind(consultant, client.espaceId),
    ]);
    const answers = [first.json<RemindAnswer>(), second.json<RemindAnswer>()];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(answers.map((a) => a.sent).sort()).toEqual([false, true]);
    expect(answers.find((a) => a.sent)?.recipients).toBe(2);

    const mails = t.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to.split(', ').sort()).toEqual([client.email, coOwner.email].sort());
    expect(mails[0]!.subject).toContain('Mise à jour annuelle des DUERP');
    expect(mails[0]!.text).toContain(`« ${doc.displayName} » : en retard`);
    expect(mails[0]!.text).toContain('/duerps');

    const journal = await t.app.inject({
      method: 'GET',
      url: `/api/espaces/${client.espaceId}/journal`,
      headers: client.auth,
    });
    const entries = journal
      .json<ActivityPage>()
      .entries.filter((e) => e.action === 'espace.reminded');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.actorEmail).toBe(consultant.email);

    const listed = (await radar(consultant)).json<Radar>();
    const shown = listed.espaces.find((e) => e.id === client.espaceId)?.lastReminderAt;
    const sentAt = answers.find((a) => a.sent)!.lastReminderAt;
    expect(Math.abs(Date.parse(shown!) - Date.parse(sentAt))).toBeLessThan(5_000);
  });

  it('refuses a Lecteur (403), a stranger (404), a bad id (400) and an espace with nobody else to remind', async () => {
    const owner = await createAccount(t);
    const reader = await createAccount(t);
    const stranger = await createAccount(t);
    await joinEspace(t, owner, reader, 'lecteur');
    expect((await remind(reader, owner.espaceId)).statusCode).toBe(403);
    expect((await remind(stranger, owner.espaceId)).statusCode).toBe(404);
    const bad = await remind(owner, 'pas-un-uuid');
    expect(bad.statusCode).toBe(400);
    const alone = await remind(owner, owner.espaceId);
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({
      message: 'Aucun autre Propriétaire à relancer dans cet espace.',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/espaces/${owner.espaceId}/relancer`,
          headers: inEspace(reader, owner.espaceId),
        })
      ).statusCode,
    ).toBe(403);
  });
});
