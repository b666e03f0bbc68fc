import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addOneYear, type DuerpDocument } from '@duerp/domain/duerp';
import { parisDay } from '@duerp/domain/calendar';
import { buildApp } from '../../../app.js';
import { openDatabase, type DatabaseHandle } from '../../../db/client.js';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate, VALID_ENTREPRISE } from '../../../../test/helpers/duerp.js';
import { joinEspace } from '../../../../test/helpers/espaces.js';
import { startTestSmtp, type ReceivedMail } from '../../../../test/helpers/smtp.js';
import { sendAdminCommand, serveAdminChannel } from '../../workspace/admin/admin-channel.js';
import { remindersCommand, runReminders } from './reminders.service.js';

/**
 * Two API instances on one database, both sending through the SMTP server above. On PostgreSQL
 * (TEST_DATABASE_URL) the second has its own connection pool, as a second process would.
 */
let t: TestApp;
let second: FastifyInstance;
let secondDatabase: DatabaseHandle;
let stopChannel: () => Promise<void>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let received: ReceivedMail[];
beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  t = await createTestApp({ SMTP_URL: smtp.url });
  secondDatabase = t.database.url ? openDatabase({ databaseUrl: t.database.url }) : t.database;
  second = await buildApp({ env: t.env, database: secondDatabase, logger: false });
  await second.ready();
  stopChannel = await serveAdminChannel(
    { deps: t.app.deps, database: t.database },
    t.dataDir,
    t.app.log,
  );
});
afterAll(async () => {
  await stopChannel();
  await second.close();
  if (secondDatabase !== t.database) await secondDatabase.close();
  await t.close();
  await smtp.close();
});

const bytes = (qp: string) =>
  Buffer.from(
    qp.replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The quoted-printable text of a raw message, decoded (its headers are left as they are). */
const decode = (raw: string) => bytes(raw.replace(/=\r?\n/g, ''));

/** A header's encoded words (RFC 2047), decoded. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => bytes(q.replace(/_/g, ' ')));

const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));
/** A header's value, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

type Auth = { authorization: string };
async function finalisedDocument(auth: Auth, nombreEmployes = 12) {
  const doc = await completeDocument(t, auth);
  await t.app.inject({
    method: 'POST',
    url: `/api/duerp/${doc.id}/update-infosentreprise`,
    headers: auth,
    payload: { ...VALID_ENTREPRISE, nombreEmployes },
  });
  await generate(t, auth, doc.id);
  const res = await t.app.inject({ url: `/api/duerp/${doc.id}`, headers: auth });
  const document = res.json<DuerpDocument>();
  const dueDate = addOneYear(parisDay(document.versions[0]!.creationTime));
  return { document, dueDate };
}
const at = (day: string, daysAfter = 0) => {
  const date = new Date(`${day}T10:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAfter);
  return date;
};

/** Both instances run the job at the same injected time; returns what each sent to `email`. */
async function runOnBoth(now: Date, email: string) {
  const [a, b] = await Promise.all([runReminders(t.app.deps, now), runReminders(second.deps, now)]);
  return [...a.sent, ...b.sent].filter((r) => r.email === email);
}

describe('update reminders', () => {
  it('sends the 30-day and the due-day reminders once each, with two instances on one database', async () => {
    const owner = await createAccount(t);
    const { document, dueDate } = await finalisedDocument(owner.auth);

    expect(await runOnBoth(at(dueDate, -31), owner.email)).toEqual([]);
    const soon = await runOnBoth(at(dueDate, -30), owner.email);
    expect(soon.map((r) => r.kind)).toEqual(['annual_30_days']);
    expect(await runOnBoth(at(dueDate, -29), owner.email)).toEqual([]);

    const due = await runOnBoth(at(dueDate), owner.email);
    expect(due.map((r) => r.kind)).toEqual(['annual_due']);
    expect(await runOnBoth(at(dueDate, 1), owner.email)).toEqual([]);

    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    const first = decode(mails[0]!.raw);
    expect(decodeWords(header(mails[0]!.raw, 'Subject')!)).toMatch(
      /^Mise à jour annuelle de votre DUERP « Boulangerie Martin » due le \d+ \S+ \d{4}$/,
    );
    expect(first).toContain('article R4121-2');
    expect(first).toContain(`Ouvrir mon DUERP : http://localhost:3000/duerps/${document.id}`);
    expect(decode(mails[1]!.raw)).toContain("due aujourd'hui");

    // RFC 8058: a one-click unsubscribe URL in the header, the POST header, and the same link.
    const unsubscribe = header(mails[0]!.raw, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(
      /^<http:\/\/localhost:3000\/api\/public\/reminders\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
    );
    expect(header(mails[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(first).toContain(unsubscribe!.slice(1, -1));
  });

  it('sends them to every Propriétaire and Éditeur of the espace, each opting out alone', async () => {
    const owner = await createAccount(t);
    const editor = await createAccount(t);
    const reader = await createAccount(t);
    const mails = () =>
      received.map((m) => ({
        to: m.to.join(','),
        subject: decodeWords(header(m.raw, 'Subject') ?? ''),
        text: decode(m.raw),
      }));
    await joinEspace(t, owner, editor, 'editeur', owner.espaceId, mails);
    await joinEspace(t, owner, reader, 'lecteur', owner.espaceId, mails);
    const { dueDate } = await finalisedDocument(owner.auth);
    await t.app.inject({
      method: 'PUT',
      url: '/api/myaccount/reminder-preferences',
      headers: owner.auth,
      payload: { mise_a_jour_annuelle: false, actions_en_retard: true },
    });
    const sent = await runReminders(t.app.deps, at(dueDate, -30));
    const to = (email: string) => sent.sent.filter((r) => r.email === email).map((r) => r.kind);
    expect(to(editor.email)).toEqual(['annual_30_days']);
    expect(to(owner.email)).toEqual([]);
    expect(to(reader.email)).toEqual([]);
  });

  it('sends no annual reminder below 11 employees', async () => {
    const owner = await createAccount(t);
    const { dueDate } = await finalisedDocument(owner.auth, 10);
    expect(await runOnBoth(at(dueDate, -30), owner.email)).toEqual([]);
    expect(await runOnBoth(at(dueDate, 10), owner.email)).toEqual([]);
  });

  it('sends a monthly digest of the late actions, once a month', async () => {
    const owner = await createAccount(t);
    const { document, dueDate } = await finalisedDocument(owner.auth, 5);
    // Due on the 1st: a day later and two days later fall in the same month, whatever today is.
    const actionDueDate = `${dueDate.slice(0, 7)}-01`;
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${document.id}/upsert-action-preventive-papripact`,
      headers: owner.auth,
      payload: {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: 'Poser un revêtement antidérapant',
        responsable: 'Claire Martin',
        budget: '',
        date: actionDueDate,
        statut: 'En cours',
      },
    });
    expect(await runOnBoth(at(actionDueDate), owner.email)).toEqual([]);
    const digest = await runOnBoth(at(actionDueDate, 1), owner.email);
    expect(digest.map((r) => r.kind)).toEqual(['overdue_digest']);
    expect(await runOnBoth(at(actionDueDate, 2), owner.email)).toEqual([]);
    expect((await runOnBoth(at(actionDueDate, 40), owner.email)).map((r) => r.kind)).toEqual([
      'overdue_digest',
    ]);
    const text = decode(mailsTo(owner.email)[0]!.raw);
    expect(text).toContain('1 action du PAPRIPACT en retard');
    expect(text).toContain('Poser un revêtement antidérapant');
    expect(header(mailsTo(owner.email)[0]!.raw, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe=One-Click',
    );
  });

  it('unsubscribes in one click by POST, never by following the link, and Mon compte shows it', async () => {
    const owner = await createAccount(t);
    const { dueDate } = await finalisedDocument(owner.auth);
    await runOnBoth(at(dueDate, -30), owner.email);
    const link = header(mailsTo(owner.email)[0]!.raw, 'List-Unsubscribe')!.slice(1, -1);
    const path = link.replace('http://localhost:3000', '');

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmer le désabonnement');
    const prefs = () =>
      t.app.inject({ url: '/api/myaccount/reminder-preferences', headers: owner.auth });
    expect((await prefs()).json()).toEqual({ mise_a_jour_annuelle: true, actions_en_retard: true });

    const post = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('Désabonnement enregistré');
    expect((await prefs()).json()).toEqual({
      mise_a_jour_annuelle: false,
      actions_en_retard: true,
    });
    expect(await runOnBoth(at(dueDate), owner.email)).toEqual([]);

    const forged = await t.app.inject({
      method: 'POST',
      url: `${path.slice(0, -3)}abc`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);

    const back = await t.app.inject({
      method: 'PUT',
      url: '/api/myaccount/reminder-preferences',
      headers: owner.auth,
      payload: { mise_a_jour_annuelle: true, actions_en_retard: false },
    });
    expect(back.json()).toEqual({ mise_a_jour_annuelle: true, actions_en_retard: false });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/myaccount/reminder-preferences',
      headers: owner.auth,
      payload: { mise_a_jour_annuelle: 'oui' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists what it would send with `reminders run --dry-run` through the admin channel, sending nothing', async () => {
    const owner = await createAccount(t);
    await finalisedDocument(owner.auth);
    const before = received.length;
    const reply = await sendAdminCommand(join(t.dataDir, 'admin.sock'), {
      command: 'reminders',
      args: ['run', '--dry-run'],
      cwd: t.dataDir,
    });
    expect(reply).toMatchObject({ ok: true });
    // Today is within no reminder window of a version made today: nothing to send.
    expect((reply as { output: string }).output).toBe('Aucun rappel à envoyer.');
    const wrong = await sendAdminCommand(join(t.dataDir, 'admin.sock'), {
      command: 'reminders',
      args: ['run', '--now'],
      cwd: t.dataDir,
    });
    expect(wrong).toMatchObject({ ok: false });
    expect(received.length).toBe(before);
  });

  it('prints what a dry run would send without sending or claiming it, then the real run sends it', async () => {
    const owner = await createAccount(t);
    const { dueDate } = await finalisedDocument(owner.auth);
    const now = at(dueDate, -30);
    const dry = await remindersCommand(t.app.deps, true, now);
    expect(dry).toContain("rappel(s) à envoyer (simulation, rien n'est envoyé) :");
    expect(dry).toContain(
      `mise à jour annuelle dans 30 jours — ${owner.email} — « Boulangerie Martin » — Mise à jour annuelle de votre DUERP`,
    );
    expect(mailsTo(owner.email)).toHaveLength(0);
    const real = await remindersCommand(t.app.deps, false, now);
    expect(real).toContain(`mise à jour annuelle dans 30 jours — ${owner.email}`);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(await remindersCommand(t.app.deps, true, now)).not.toContain(owner.email);
  });
});
