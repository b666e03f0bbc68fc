import { describe, expect, it } from 'vitest';
import {
  PEOPLE_MESSAGES,
  type ActivityPage,
  type EspaceMembersResponse,
  type InvitationInfo,
} from '@duerp/domain/espaces';
import type { CommentThread } from '@duerp/domain/collaboration';
import type { HistoriquePage } from '@duerp/domain/history';
import type { MyAccountInfoResponse } from '@duerp/domain/auth';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, setUnits } from '../../../../test/helpers/duerp.js';
import {
  callAs,
  inEspace,
  invitationTokenFor,
  joinEspace,
  type CallAs,
} from '../../../../test/helpers/espaces.js';

const t = useTestApp();

const call: CallAs = (...args) => callAs(t, ...args);
type Account = Awaited<ReturnType<typeof createAccount>>;

const setName = (who: Account, displayName: unknown) =>
  call(who, 'POST', '/api/myaccount/display-name', { displayName });
const infoOf = async (who: Account) =>
  (await call(who, 'GET', '/api/myaccount/info')).json<MyAccountInfoResponse>();

describe('display names (« Mon compte »)', () => {
  it('starts without one, keeps the one set, cleaned and on one line', async () => {
    const person = await createAccount(t);
    expect(await infoOf(person)).not.toHaveProperty('displayName');
    const saved = await setName(person, '  Marie\u0007\r\n  Martin\u009f ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: PEOPLE_MESSAGES.nameSaved });
    expect(await infoOf(person)).toMatchObject({
      emailAddress: person.email,
      displayName: 'Marie Martin',
    });
  });

  it('refuses a blank, a too long or a non-text name with 400 and a French message', async () => {
    const person = await createAccount(t);
    await setName(person, 'Jeanne Dupont');
    const cases: [unknown, string][] = [
      ['', PEOPLE_MESSAGES.nameRequired],
      [' \n\t\u0001 ', PEOPLE_MESSAGES.nameRequired],
      ['é'.repeat(81), PEOPLE_MESSAGES.nameTooLong],
      [42, PEOPLE_MESSAGES.nameRequired],
      [null, PEOPLE_MESSAGES.nameRequired],
    ];
    for (const [value, message] of cases) {
      const res = await setName(person, value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect((await call(person, 'POST', '/api/myaccount/display-name', {})).statusCode).toBe(400);
    const extra = await call(person, 'POST', '/api/myaccount/display-name', {
      displayName: 'Ok',
      isVip: true,
    });
    expect(extra.statusCode).toBe(400);
    expect((await setName(person, 'é'.repeat(80))).statusCode).toBe(200);
    expect((await infoOf(person)).displayName).toBe('é'.repeat(80));
  });
});

describe('names where people are named', () => {
  it('prefills the name the inviter typed, takes the one given on joining', async () => {
    const owner = await createAccount(t);
    const invitee = await createAccount(t);
    const invited = await call(owner, 'POST', `/api/espaces/${owner.espaceId}/invitations`, {
      email: invitee.email,
      role: 'editeur',
      displayName: 'Paul\u0007 Durand',
    });
    expect(invited.statusCode).toBe(200);
    const token = invitationTokenFor(t, invitee.email);
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/public/invitations/info',
      payload: { token },
    });
    expect(info.json<InvitationInfo>()).toMatchObject({
      displayName: 'Paul Durand',
      invitedBy: owner.email,
    });
    const badName = await call(invitee, 'POST', '/api/espaces/invitations/accept', {
      token,
      displayName: '   ',
    });
    expect(badName.statusCode).toBe(400);
    const joined = await call(invitee, 'POST', '/api/espaces/invitations/accept', {
      token,
      displayName: 'Paul Durand-Leroy',
    });
    expect(joined.statusCode).toBe(200);
    expect((await infoOf(invitee)).displayName).toBe('Paul Durand-Leroy');
  });

  it('accepts a blank name from the inviter as none, and joining without a name', async () => {
    const owner = await createAccount(t);
    const invitee = await createAccount(t);
    await call(owner, 'POST', `/api/espaces/${owner.espaceId}/invitations`, {
      email: invitee.email,
      role: 'lecteur',
      displayName: '  ',
    });
    const token = invitationTokenFor(t, invitee.email);
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/public/invitations/info',
      payload: { token },
    });
    expect(info.json<InvitationInfo>().displayName).toBeNull();
    const joined = await call(invitee, 'POST', '/api/espaces/invitations/accept', { token });
    expect(joined.statusCode).toBe(200);
    expect(await infoOf(invitee)).not.toHaveProperty('displayName');
  });

  it('names a person by their display name in history, comments, journal, members and mails; by today’s fallback without one', async () => {
    const owner = await createAccount(t, { isVip: true });
    const editor = await createAccount(t);
    await setName(owner, 'Claire Fontaine');
    await joinEspace(t, owner, editor, 'editeur');
    const doc = await completeDocument(t, owner.auth);
    const asEditor = inEspace(editor, owner.espaceId);
    const renamed = [{ idUniteDeTravail: 'u1', displayName: 'Fournil' }];
    expect((await setUnits(t, editor.auth, doc.id, renamed, asEditor)).statusCode).toBe(200);
    const comment = await call(
      owner,
      'POST',
      `/api/duerp/${doc.id}/commentaires`,
      { cible: 'risque', idCible: 'r1', texte: `Vu, @${editor.email}` },
      owner.auth,
    );
    expect(comment.statusCode).toBe(200);

    const history = (
      await call(owner, 'GET', `/api/duerp/${doc.id}/historique`)
    ).json<HistoriquePage>();
    const actors = history.groups.map((g) => g.actor);
    expect(actors).toContain('Claire Fontaine');
    expect(actors).toContain(editor.email);
    const ownerGroup = history.groups.find((g) => g.actor === 'Claire Fontaine');
    expect(ownerGroup?.entries[0]?.sentence).toMatch(/^Claire Fontaine /);

    const [thread] = comment.json<CommentThread>().comments;
    expect(thread).toMatchObject({ auteur: owner.email, auteurNom: 'Claire Fontaine' });

    const journal = (
      await call(owner, 'GET', `/api/espaces/${owner.espaceId}/journal`)
    ).json<ActivityPage>();
    const created = journal.entries.find((e) => e.action === 'duerp.created');
    expect(created).toMatchObject({ actorEmail: owner.email, actorName: 'Claire Fontaine' });
    const joined = journal.entries.find((e) => e.action === 'member.joined');
    expect(joined).toMatchObject({ actorEmail: editor.email, actorName: null });

    const members = (
      await call(editor, 'GET', `/api/espaces/${owner.espaceId}/members`, undefined, asEditor)
    ).json<EspaceMembersResponse>();
    expect(members.members.find((m) => m.accountId === owner.id)).toEqual(
      expect.objectContaining({ name: 'Claire Fontaine' }),
    );

    const mention = t.outbox().findLast((m) => m.to === editor.email);
    expect(mention?.text).toContain('Claire Fontaine');
  });
});
