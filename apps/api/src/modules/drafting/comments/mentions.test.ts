import { describe, expect, it } from 'vitest';
import {
  COMMENT_MESSAGES,
  MAX_COMMENT_MENTIONS,
  type CommentThread,
} from '@duerp/domain/collaboration';
import type { EspaceMembersResponse } from '@duerp/domain/espaces';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument } from '../../../../test/helpers/duerp.js';
import { callAs, inEspace, joinEspace, type CallAs } from '../../../../test/helpers/espaces.js';

const t = useTestApp();

const call: CallAs = (...args) => callAs(t, ...args);
type Account = Awaited<ReturnType<typeof createAccount>>;

const setName = async (who: Account, displayName: string) => {
  const res = await call(who, 'POST', '/api/myaccount/display-name', { displayName });
  if (res.statusCode !== 200) throw new Error(res.body);
};
const url = (id: string, rest = '') => `/api/duerp/${id}/commentaires${rest}`;

/** An owner's document; an Éditeur and a Lecteur with names, one member without. */
async function team() {
  const owner = await createAccount(t, { isVip: true });
  const editeur = await createAccount(t);
  const lecteur = await createAccount(t);
  const sansNom = await createAccount(t);
  await joinEspace(t, owner, editeur, 'editeur');
  await joinEspace(t, owner, lecteur, 'lecteur');
  await joinEspace(t, owner, sansNom, 'lecteur');
  await setName(editeur, 'Paul Éditeur');
  await setName(lecteur, 'Lucie Martin');
  const doc = await completeDocument(t, owner.auth);
  const as = (member: Account) => inEspace(member, owner.espaceId);
  return { owner, editeur, lecteur, sansNom, doc, as };
}

describe('mentions by pick (issue 47)', () => {
  it('lets an Éditeur mention a colleague picked by name, without reading any address', async () => {
    const { owner, editeur, lecteur, sansNom, doc, as } = await team();
    const stranger = await createAccount(t);

    // What the Éditeur's autocomplete reads: ids and names, no one else's address.
    const members = await call(
      editeur,
      'GET',
      `/api/espaces/${owner.espaceId}/members`,
      undefined,
      as(editeur),
    );
    expect(members.statusCode).toBe(200);
    const { members: listed, invitations } = members.json<EspaceMembersResponse>();
    expect(listed.find((m) => m.accountId === lecteur.id)?.name).toBe('Lucie Martin');
    expect(listed.find((m) => m.accountId === sansNom.id)?.name).toBeTruthy();
    // (The owner's address stays in their personal espace's default name, outside issue 47.)
    const people = JSON.stringify({ listed, invitations });
    for (const other of [owner, lecteur, sansNom]) expect(people).not.toContain(other.email);

    const before = t.outbox().length;
    const added = await call(
      editeur,
      'POST',
      url(doc.id),
      {
        cible: 'risque',
        idCible: 'r1',
        texte: '@Lucie Martin peux-tu regarder ?',
        // A stranger's id is mailed nothing and not kept; the author is not mailed either.
        mentions: [lecteur.id, stranger.id, editeur.id, lecteur.id],
      },
      as(editeur),
    );
    expect(added.statusCode).toBe(200);
    const comment = added.json<CommentThread>().comments[0]!;
    expect(comment.texte).toBe('@Lucie Martin peux-tu regarder ?');
    expect(comment.mentions).toEqual([lecteur.id, editeur.id]);
    for (const other of [owner, lecteur, sansNom]) expect(added.body).not.toContain(other.email);
    const mails = t.outbox().slice(before);
    expect(mails.map((m) => m.to)).toEqual([lecteur.email]);
    expect(mails[0]!.subject).toContain('Paul Éditeur vous a mentionné');
    expect(mails[0]!.text).toContain('@Lucie Martin peux-tu regarder ?');

    // An edit without `mentions` keeps the picks and tells no one again.
    const edit = (payload: unknown) =>
      call(editeur, 'PUT', url(doc.id, `/${comment.id}`), payload, as(editeur));
    expect((await edit({ texte: '@Lucie Martin peux-tu regarder demain ?' })).statusCode).toBe(200);
    expect(t.outbox().length).toBe(before + 1);
    // Picking one more tells only them; the picks are replaced by the ones sent.
    const edited = await edit({
      texte: '@Lucie Martin et @Sans Nom, regardez',
      mentions: [lecteur.id, sansNom.id],
    });
    expect(edited.json<CommentThread>().comments[0]!.mentions).toEqual([lecteur.id, sansNom.id]);
    expect(
      t
        .outbox()
        .slice(before + 1)
        .map((m) => m.to),
    ).toEqual([sansNom.email]);

    // The Lecteur reads the thread with the picks, and no address but their own.
    const read = await call(lecteur, 'GET', url(doc.id), undefined, as(lecteur));
    expect(read.json<CommentThread[]>()[0]!.comments[0]!.mentions).toEqual([
      lecteur.id,
      sansNom.id,
    ]);
  });

  it('answers 400 with a French message to malformed picks, and stores nothing', async () => {
    const { owner, doc } = await team();
    const tooMany = Array.from({ length: MAX_COMMENT_MENTIONS + 1 }, () => crypto.randomUUID());
    for (const mentions of [['pas-un-uuid'], 'x', [1], tooMany, { a: 1 }, [null], null]) {
      const res = await call(owner, 'POST', url(doc.id), {
        cible: 'risque',
        idCible: 'r1',
        texte: 'x',
        mentions,
      });
      expect(res.statusCode, JSON.stringify(mentions).slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({ message: COMMENT_MESSAGES.mentionsInvalid });
    }
    expect((await call(owner, 'GET', url(doc.id))).json()).toEqual([]);
  });
});
