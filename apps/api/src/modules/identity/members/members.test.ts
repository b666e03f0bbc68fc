import { beforeAll, describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { EspaceMembersResponse, MyEspace } from '@duerp/domain/espaces';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, evaluation, generate } from '../../../../test/helpers/duerp.js';
import { callAs, inEspace, joinEspace, type CallAs } from '../../../../test/helpers/espaces.js';

const t = useTestApp();

const call: CallAs = (...args) => callAs(t, ...args);

type Account = Awaited<ReturnType<typeof createAccount>>;

describe('the personal espace', () => {
  it('is created with the account, its Propriétaire, and lists first', async () => {
    const owner = await createAccount(t);
    const res = await call(owner, 'GET', '/api/espaces');
    expect(res.statusCode).toBe(200);
    expect(res.json<MyEspace[]>()).toEqual([
      {
        id: owner.espaceId,
        name: `Espace de ${owner.email}`,
        role: 'proprietaire',
        isPersonal: true,
      },
    ]);
  });

  it('answers the original routes without the header as before, and with it for another espace', async () => {
    const owner = await createAccount(t);
    const created = await call(owner, 'POST', '/api/espaces', { name: 'Boulangerie Martin' });
    expect(created.statusCode).toBe(200);
    const espace = created.json<MyEspace>();
    expect(espace).toMatchObject({ role: 'proprietaire', isPersonal: false });

    const personal = await call(owner, 'POST', '/api/duerp/create');
    const other = await call(
      owner,
      'POST',
      '/api/duerp/create',
      undefined,
      inEspace(owner, espace.id),
    );
    expect([personal.statusCode, other.statusCode]).toEqual([200, 200]);
    const listed = async (headers: Record<string, string>) =>
      (await call(owner, 'GET', '/api/duerp/list', undefined, headers))
        .json<DuerpDocument[]>()
        .map((d) => d.id);
    expect(await listed(owner.auth)).toEqual([personal.json<DuerpDocument>().id]);
    expect(await listed(inEspace(owner, espace.id))).toEqual([other.json<DuerpDocument>().id]);
  });

  it('refuses an espace the caller is not a member of (404) and a malformed header (400)', async () => {
    const owner = await createAccount(t);
    const stranger = await createAccount(t);
    const list = await call(
      stranger,
      'GET',
      '/api/duerp/list',
      undefined,
      inEspace(stranger, owner.espaceId),
    );
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ message: 'Espace introuvable.' });
    const bad = await call(
      stranger,
      'GET',
      '/api/duerp/list',
      undefined,
      inEspace(stranger, 'pas-un-id'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/espace/);
  });
});

describe('roles', () => {
  let owner: Account;
  let editor: Account;
  let reader: Account;
  let doc: DuerpDocument;
  beforeAll(async () => {
    owner = await createAccount(t, { isVip: true });
    editor = await createAccount(t);
    reader = await createAccount(t);
    doc = await completeDocument(t, owner.auth);
    await joinEspace(t, owner, editor, 'editeur');
    await joinEspace(t, owner, reader, 'lecteur');
  });

  it('lets an Éditeur edit, generate and download, and refuses deleting and buying with 403', async () => {
    const edit = await call(
      editor,
      'POST',
      `/api/duerp/${doc.id}/update-risque`,
      evaluation('r1', 'c1', 4, 4, 4),
    );
    expect(edit.statusCode).toBe(200);
    const version = await generate(t, editor.auth, doc.id);
    expect(version.statusCode).toBe(200);
    const pdf = await call(
      editor,
      'GET',
      `/api/duerp/${doc.id}/versions/${version.json<{ id: string }>().id}/download`,
    );
    expect(pdf.statusCode).toBe(200);

    const del = await call(editor, 'DELETE', `/api/duerp/${doc.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({
      message: 'Action réservée au rôle Propriétaire de cet espace ; votre rôle : Éditeur.',
    });
    const buy = await call(
      editor,
      'GET',
      '/api/myaccount/mysubscriptions',
      undefined,
      inEspace(editor, owner.espaceId),
    );
    expect(buy.statusCode).toBe(403);
  });

  it('lets a Lecteur read and download, and refuses every write with 403 naming the role', async () => {
    const read = await call(reader, 'GET', `/api/duerp/${doc.id}`);
    expect(read.statusCode).toBe(200);
    const versions = await call(reader, 'GET', `/api/duerp/${doc.id}/versions/list`);
    const [first] = versions.json<{ id: string }[]>();
    expect(
      (await call(reader, 'GET', `/api/duerp/${doc.id}/versions/${first!.id}/download`)).statusCode,
    ).toBe(200);
    const write = await call(reader, 'POST', `/api/duerp/${doc.id}/update-toggle-papripact`, {
      isPapripactEnabled: true,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({
      message:
        'Action réservée au rôle Propriétaire ou Éditeur de cet espace ; votre rôle : Lecteur.',
    });
    const create = await call(
      reader,
      'POST',
      '/api/duerp/create',
      undefined,
      inEspace(reader, owner.espaceId),
    );
    expect(create.statusCode).toBe(403);
    expect(
      (await call(owner, 'GET', `/api/duerp/${doc.id}`)).json<DuerpDocument>().data
        .isPapripactEnabled,
    ).toBe(doc.data.isPapripactEnabled);
  });

  it('takes a role change and a removal on the very next request', async () => {
    const member = await createAccount(t);
    await joinEspace(t, owner, member, 'editeur');
    const toggle = () =>
      call(member, 'POST', `/api/duerp/${doc.id}/update-toggle-papripact`, {
        isPapripactEnabled: true,
      });
    expect((await toggle()).statusCode).toBe(200);
    const demote = await call(
      owner,
      'POST',
      `/api/espaces/${owner.espaceId}/members/${member.id}/role`,
      {
        role: 'lecteur',
      },
    );
    expect(demote.statusCode).toBe(200);
    expect((await toggle()).statusCode).toBe(403);
    const removed = await call(
      owner,
      'DELETE',
      `/api/espaces/${owner.espaceId}/members/${member.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const after = await call(member, 'GET', `/api/duerp/${doc.id}`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ message: 'DUERP introuvable.' });
    const mails = t
      .outbox()
      .filter((m) => m.to === member.email)
      .map((m) => m.subject);
    expect(mails).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Votre rôle dans l’espace/),
        expect.stringMatching(/Vous ne faites plus partie/),
      ]),
    );
  });

  it('shows addresses and invitations to Propriétaires only, names and roles to everyone', async () => {
    const invited = `invite-${Date.now()}@exemple.fr`;
    await call(owner, 'POST', `/api/espaces/${owner.espaceId}/invitations`, {
      email: invited,
      role: 'lecteur',
    });
    const seenBy = async (who: Account) => {
      const res = await call(who, 'GET', `/api/espaces/${owner.espaceId}/members`);
      expect(res.statusCode).toBe(200);
      return res.json<EspaceMembersResponse>();
    };
    const everyone = [owner, editor, reader];
    const name = (a: Account) => a.email.charAt(0).toUpperCase() + a.email.split('@')[0]!.slice(1);

    const asOwner = await seenBy(owner);
    expect(asOwner.members.map((m) => [m.email, m.name, m.role])).toEqual(
      expect.arrayContaining([
        [owner.email, owner.email, 'proprietaire'],
        [editor.email, editor.email, 'editeur'],
        [reader.email, reader.email, 'lecteur'],
      ]),
    );
    expect(asOwner.invitations.map((i) => i.email)).toContain(invited);

    for (const who of [editor, reader]) {
      const body = await seenBy(who);
      // The caller's own address only; no other address, in any field, and no invitation.
      expect(body.invitations).toEqual([]);
      for (const m of body.members) {
        expect(Object.keys(m).sort()).toEqual(
          m.accountId === who.id
            ? ['accountId', 'email', 'joinedAt', 'name', 'role']
            : ['accountId', 'joinedAt', 'name', 'role'],
        );
      }
      const listed = JSON.stringify([body.members, body.invitations]);
      for (const other of everyone.filter((a) => a !== who)) {
        expect(listed).not.toContain(other.email);
      }
      expect(listed).not.toContain(invited);
      expect(body.members.map((m) => [m.name, m.role])).toEqual(
        expect.arrayContaining([
          [name(owner), 'proprietaire'],
          [name(editor), 'editeur'],
          [name(reader), 'lecteur'],
        ]),
      );
    }
    expect((await seenBy(reader)).espace.role).toBe('lecteur');
  });
});

describe('one Propriétaire always', () => {
  it('refuses that the last one leaves, is demoted or removed; a second one may leave', async () => {
    const owner = await createAccount(t);
    const espace = (
      await call(owner, 'POST', '/api/espaces', { name: 'Cabinet' })
    ).json<MyEspace>();
    const lastOwner =
      "Un espace garde toujours au moins un Propriétaire : nommez d'abord un autre Propriétaire.";
    const leave = await call(owner, 'POST', `/api/espaces/${espace.id}/leave`);
    expect(leave.statusCode).toBe(400);
    expect(leave.json()).toEqual({ message: lastOwner });
    const demote = await call(owner, 'POST', `/api/espaces/${espace.id}/members/${owner.id}/role`, {
      role: 'editeur',
    });
    expect(demote.json()).toEqual({ message: lastOwner });

    const second = await createAccount(t);
    await joinEspace(t, owner, second, 'proprietaire', espace.id);
    expect((await call(owner, 'POST', `/api/espaces/${espace.id}/leave`)).statusCode).toBe(200);
    const members = await call(second, 'GET', `/api/espaces/${espace.id}/members`);
    expect(members.json<EspaceMembersResponse>().members.map((m) => m.email)).toEqual([
      second.email,
    ]);
  });

  it('keeps the holder of a personal espace in it, and refuses leaving one’s own', async () => {
    const owner = await createAccount(t);
    const other = await createAccount(t);
    await joinEspace(t, owner, other, 'proprietaire');
    const remove = await call(
      other,
      'DELETE',
      `/api/espaces/${owner.espaceId}/members/${owner.id}`,
    );
    expect(remove.statusCode).toBe(400);
    expect((await call(owner, 'POST', `/api/espaces/${owner.espaceId}/leave`)).statusCode).toBe(
      400,
    );
  });
});
