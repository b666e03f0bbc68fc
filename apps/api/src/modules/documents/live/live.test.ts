import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_MESSAGES,
  type LiveChangeEvent,
  type LiveCommentsEvent,
  type LivePresenceEvent,
} from '@duerp/domain/live';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import {
  completeDocument,
  createDuerp,
  setUnits,
  togglePapripact,
} from '../../../../test/helpers/duerp.js';
import { joinEspace } from '../../../../test/helpers/espaces.js';
import { openLive, within, type LiveClient } from '../../../../test/helpers/live.js';
import { documentStore } from '../document-store/index.js';
import { mutateDocument } from '../../drafting/duerp/index.js';
import { deleteAccount } from '../../workspace/admin/account-deletion.service.js';
import { NOBODY } from './live-publish.js';

let t: TestApp;
let base = '';
type Account = Awaited<ReturnType<typeof createAccount>>;
let owner: Account;
let editor: Account;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createAccount(t, { maxNumberOfDuerps: 50 });
  editor = await createAccount(t);
  await joinEspace(t, owner, editor, 'editeur');
});
afterAll(() => t.close());

const toggle = (auth: { authorization: string }, id: string, value: boolean) =>
  togglePapripact(t, auth, id, value);

describe('the live stream of a document', () => {
  it('hears, within 2 s, a change another member made, with its revision and author', async () => {
    const doc = await createDuerp(t, owner.auth);
    const stream = await openLive(base, doc.id, editor.accessToken);
    expect(stream.status).toBe(200);
    const started = Date.now();
    expect((await toggle(owner.auth, doc.id, true)).statusCode).toBe(200);
    const change = await stream.next<LiveChangeEvent>('change');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(change).toMatchObject({
      documentId: doc.id,
      revision: doc.revision + 1,
      actor: { accountId: owner.id, name: owner.email },
    });
    stream.close();
  });

  it('is told of a whole-list write and of a unit headcount write as well', async () => {
    const doc = await createDuerp(t, owner.auth);
    const stream = await openLive(base, doc.id, editor.accessToken);
    const id = crypto.randomUUID();
    await setUnits(t, owner.auth, doc.id, [{ idUniteDeTravail: id, displayName: 'Atelier' }]);
    await stream.next<LiveChangeEvent>('change', (c) => c.revision === doc.revision + 1);
    stream.close();
  });

  it('says nothing of a failed write', async () => {
    const doc = await createDuerp(t, owner.auth);
    const stream = await openLive(base, doc.id, editor.accessToken);
    const refused = await setUnits(t, owner.auth, doc.id, [], { 'if-match': '999' });
    expect(refused.statusCode).toBe(409);
    await toggle(owner.auth, doc.id, true);
    const change = await stream.next<LiveChangeEvent>('change');
    expect(change.revision).toBe(doc.revision + 1);
    expect(stream.events.filter((e) => e.event === 'change')).toHaveLength(1);
    stream.close();
  });

  it('tells the other viewers of a new comment, and of nothing for a refused one', async () => {
    const doc = await completeDocument(t, owner.auth);
    const stream = await openLive(base, doc.id, editor.accessToken);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/commentaires`,
      headers: { ...owner.auth, 'x-espace-id': owner.espaceId },
      payload: { cible: 'risque', idCible: 'r1', texte: 'Les tapis sont-ils posés ?' },
    });
    expect(comment.statusCode).toBe(200);
    const heard = await stream.next<LiveCommentsEvent>('comments');
    expect(heard).toMatchObject({
      documentId: doc.id,
      actor: { accountId: owner.id, name: owner.email },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/commentaires`,
      headers: { ...owner.auth, 'x-espace-id': owner.espaceId },
      payload: { cible: 'risque', idCible: 'r1', texte: '' },
    });
    expect(refused.statusCode).toBe(400);
    await toggle(owner.auth, doc.id, true);
    await stream.next<LiveChangeEvent>('change');
    expect(stream.events.filter((e) => e.event === 'comments')).toHaveLength(1);
    stream.close();
  });

  it('closes when the member is removed from the espace', async () => {
    const removed = await createAccount(t);
    await joinEspace(t, owner, removed, 'lecteur');
    const doc = await createDuerp(t, owner.auth);
    const stream = await openLive(base, doc.id, removed.accessToken);
    expect(stream.status).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/espaces/${owner.espaceId}/members/${removed.id}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    await expect(within(stream.ended, 2_000)).resolves.toBe('done');
    expect((await openLive(base, doc.id, removed.accessToken)).status).toBe(404);
  });

  it('closes when the document is deleted', async () => {
    const doc = await createDuerp(t, owner.auth);
    const stream = await openLive(base, doc.id, editor.accessToken);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/duerp/${doc.id}`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    await expect(within(stream.ended, 2_000)).resolves.toBe('done');
  });

  it('refuses malformed and foreign ids with 400 and 404, and an anonymous caller with 401', async () => {
    const stranger = await createAccount(t);
    const doc = await createDuerp(t, owner.auth);
    expect((await openLive(base, 'pas-un-id', owner.accessToken)).status).toBe(400);
    expect((await openLive(base, crypto.randomUUID(), owner.accessToken)).status).toBe(404);
    expect((await openLive(base, doc.id, stranger.accessToken)).status).toBe(404);
    expect((await openLive(base, doc.id, owner.accessToken, '?etape=9')).status).toBe(400);
    expect((await openLive(base, doc.id, owner.accessToken, '?etape=%00')).status).toBe(400);
    expect((await openLive(base, doc.id, 'jeton-invalide')).status).toBe(401);
    const presence = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/duerp/${doc.id}/live/presence`,
        headers: owner.auth,
        payload: payload as object,
      });
    expect((await presence({ connectionId: 'x', etape: 2 })).statusCode).toBe(400);
    expect((await presence({ connectionId: crypto.randomUUID(), etape: 12 })).statusCode).toBe(400);
    const unknown = await presence({ connectionId: crypto.randomUUID(), etape: 2 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: LIVE_MESSAGES.streamNotFound });
  });
});

describe('presence on a document', () => {
  it('shows the others with their steps, follows step changes, and forgets a closed tab', async () => {
    const doc = await createDuerp(t, owner.auth);
    const mine = await openLive(base, doc.id, owner.accessToken, '?etape=2');
    const theirs = await openLive(base, doc.id, editor.accessToken, '?etape=5');
    const others = (stream: LiveClient, match: (p: LivePresenceEvent) => boolean) =>
      stream.next<LivePresenceEvent>('presence', match);
    await others(mine, (p) => p.people.some((x) => x.accountId === editor.id && x.etapes[0] === 5));
    await others(theirs, (p) => p.people.some((x) => x.name === owner.email && x.etapes[0] === 2));
    const { connectionId } = await theirs.next<{ connectionId: string }>('hello');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/live/presence`,
      headers: editor.auth,
      payload: { connectionId, etape: 3 },
    });
    expect(moved.statusCode).toBe(200);
    await others(mine, (p) => p.people.some((x) => x.accountId === editor.id && x.etapes[0] === 3));
    // Someone else cannot move my tab.
    const hijack = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/live/presence`,
      headers: owner.auth,
      payload: { connectionId, etape: 1 },
    });
    expect(hijack.statusCode).toBe(404);
    theirs.close();
    await others(mine, (p) => p.people.length === 0);
    mine.close();
  });
});

describe('a change made outside an HTTP route', () => {
  it('is heard as well: a service called by no route, with no one signed in', async () => {
    const doc = await createDuerp(t, owner.auth);
    const stream = await openLive(base, doc.id, editor.accessToken);
    await stream.next('hello');
    // As a job or the administration socket would: the store itself, nobody signed in.
    await t.app.deps.db.transaction((tx) =>
      documentStore.change(tx, owner.espaceId, doc.id, null, (current) => ({
        data: { ...current.data, isPapripactEnabled: true },
        displayName: current.displayName,
        hasBeenModifiedSinceLastGeneration: true,
      })),
    );
    expect(await stream.next<LiveChangeEvent>('change')).toMatchObject({
      documentId: doc.id,
      revision: doc.revision + 1,
      actor: { accountId: NOBODY, name: '' },
    });
    // A service calling a service (an observation turned into a risk does so), for a person.
    await mutateDocument(
      t.app.deps,
      owner.espaceId,
      doc.id,
      (data) => ({ ...data, isPapripactEnabled: false }),
      { actor: owner.id },
    );
    expect(
      await stream.next<LiveChangeEvent>('change', (c) => c.revision === doc.revision + 2),
    ).toMatchObject({ actor: { accountId: owner.id, name: owner.email } });
    stream.close();
  });

  it('closes the stream of an account the administration deletes', async () => {
    const removed = await createAccount(t);
    await joinEspace(t, owner, removed, 'lecteur');
    const doc = await createDuerp(t, owner.auth);
    const stream = await openLive(base, doc.id, removed.accessToken);
    expect(stream.status).toBe(200);
    // The operator's command (administration socket) calls the service: no route answers.
    await deleteAccount(t.app.deps, removed.id);
    await expect(within(stream.ended, 2_000)).resolves.toBe('done');
  });

  it('says nothing of a change whose transaction rolls back', async () => {
    const doc = await createDuerp(t, owner.auth);
    const stream = await openLive(base, doc.id, editor.accessToken);
    await stream.next('hello');
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await documentStore.change(tx, owner.espaceId, doc.id, owner.id, (current) => ({
          ...current,
          hasBeenModifiedSinceLastGeneration: true,
        }));
        throw new Error('annulé après le changement');
      }),
    ).rejects.toThrow('annulé après le changement');
    await toggle(owner.auth, doc.id, true);
    const change = await stream.next<LiveChangeEvent>('change');
    expect(change.revision).toBe(doc.revision + 1);
    expect(stream.events.filter((e) => e.event === 'change')).toHaveLength(1);
    stream.close();
  });
});

describe('names on a document', () => {
  it('gives the display name of who is there and of who changed it, beside their address', async () => {
    const named = await createAccount(t);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/myaccount/display-name',
      headers: named.auth,
      payload: { displayName: 'Léa Morel' },
    });
    expect(set.statusCode).toBe(200);
    await joinEspace(t, owner, named, 'editeur');
    const doc = await createDuerp(t, owner.auth);
    const mine = await openLive(base, doc.id, owner.accessToken);
    const theirs = await openLive(base, doc.id, named.accessToken, '?etape=3');
    const present = await mine.next<LivePresenceEvent>('presence', (p) => p.people.length > 0);
    expect(present.people).toEqual([
      { accountId: named.id, name: named.email, displayName: 'Léa Morel', etapes: [3] },
    ]);
    const headers = { ...named.auth, 'x-espace-id': owner.espaceId };
    expect((await toggle(headers, doc.id, true)).statusCode).toBe(200);
    const change = await mine.next<LiveChangeEvent>('change');
    expect(change.actor).toEqual({
      accountId: named.id,
      name: named.email,
      displayName: 'Léa Morel',
    });
    theirs.close();
    mine.close();
  });
});
