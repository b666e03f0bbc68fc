import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, type CommentThread } from '@duerp/domain/collaboration';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument } from '../../../../test/helpers/duerp.js';
import { callAs, inEspace, joinEspace, type CallAs } from '../../../../test/helpers/espaces.js';

const t = useTestApp();

const call: CallAs = (...args) => callAs(t, ...args);
type Account = Awaited<ReturnType<typeof createAccount>>;

/** An owner's document with a Lecteur and an Éditeur in the owner's espace. */
async function team() {
  const owner = await createAccount(t, { isVip: true });
  const lecteur = await createAccount(t);
  const editeur = await createAccount(t);
  await joinEspace(t, owner, lecteur, 'lecteur');
  await joinEspace(t, owner, editeur, 'editeur');
  const doc = await completeDocument(t, owner.auth);
  const as = (member: Account) => inEspace(member, owner.espaceId);
  return { owner, lecteur, editeur, doc, as };
}

const url = (id: string, rest = '') => `/api/duerp/${id}/commentaires${rest}`;
const onR1 = (texte: string) => ({ cible: 'risque', idCible: 'r1', texte });

describe('comments', () => {
  it('lets every member comment a risk, lists the thread with its author, and lets only the author edit or delete', async () => {
    const { owner, lecteur, doc, as } = await team();
    const first = await call(owner, 'POST', url(doc.id), onR1('Le sol est-il\u0007 traité ?'));
    expect(first.statusCode).toBe(200);
    const byLecteur = await call(
      lecteur,
      'POST',
      url(doc.id),
      onR1('Oui, depuis mars.'),
      as(lecteur),
    );
    expect(byLecteur.statusCode).toBe(200);
    const thread = byLecteur.json<CommentThread>();
    expect(thread).toMatchObject({ cible: 'risque', idCible: 'r1', resolu: false });
    expect(thread.comments.map((c) => [c.auteur, c.texte, c.isMine])).toEqual([
      [owner.email, 'Le sol est-il traité ?', false],
      [lecteur.email, 'Oui, depuis mars.', true],
    ]);
    const [ownerComment, lecteurComment] = thread.comments;

    // A Lecteur may not touch someone else's comment; the author may.
    const edit = (who: Account, id: string, texte: string, headers = who.auth) =>
      call(who, 'PUT', url(doc.id, `/${id}`), { texte }, headers);
    const refused = await edit(lecteur, ownerComment!.id, 'Réécrit', as(lecteur));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: COMMENT_MESSAGES.notAuthor });
    const removeRefused = await call(
      lecteur,
      'DELETE',
      url(doc.id, `/${ownerComment!.id}`),
      undefined,
      as(lecteur),
    );
    expect(removeRefused.statusCode).toBe(403);
    const edited = await edit(lecteur, lecteurComment!.id, 'Oui, depuis avril.', as(lecteur));
    expect(edited.statusCode).toBe(200);
    expect(edited.json<CommentThread>().comments[1]).toMatchObject({
      texte: 'Oui, depuis avril.',
      modifieLe: expect.any(String),
    });
    const removed = await call(owner, 'DELETE', url(doc.id, `/${ownerComment!.id}`));
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CommentThread>().comments.map((c) => c.texte)).toEqual([
      'Oui, depuis avril.',
    ]);

    // An action of the document has its own thread.
    const actionId = await addAction(owner, doc.id);
    await call(owner, 'POST', url(doc.id), {
      cible: 'action',
      idCible: actionId,
      texte: 'Devis ?',
    });
    const list = await call(lecteur, 'GET', url(doc.id), undefined, as(lecteur));
    expect(
      list.json<CommentThread[]>().map((th) => [th.cible, th.idCible, th.comments.length]),
    ).toEqual([
      ['risque', 'r1', 1],
      ['action', actionId, 1],
    ]);
  });

  it("takes comments on an RPS unit's action as on any action, and 404 on an unknown one", async () => {
    const { owner, editeur, doc, as } = await team();
    const actionId = await addRpsAction(owner, doc.id);
    const res = await call(
      editeur,
      'POST',
      url(doc.id),
      { cible: 'action', idCible: actionId, texte: 'Qui anime les plages ?' },
      as(editeur),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<CommentThread>()).toMatchObject({ cible: 'action', idCible: actionId });
    const listed = await call(owner, 'GET', url(doc.id));
    expect(listed.json<CommentThread[]>().map((th) => [th.cible, th.idCible])).toContainEqual([
      'action',
      actionId,
    ]);
    const unknown = await call(owner, 'POST', url(doc.id), {
      cible: 'action',
      idCible: 'p1',
      texte: 'Une unité RPS, pas une action',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('folds a resolved thread away until someone writes in it again', async () => {
    const { owner, editeur, doc, as } = await team();
    await call(owner, 'POST', url(doc.id), onR1('À vérifier'));
    const resolve = (resolu: boolean) =>
      call(
        editeur,
        'POST',
        url(doc.id, '/resolution'),
        { cible: 'risque', idCible: 'r1', resolu },
        as(editeur),
      );
    expect((await resolve(true)).json<CommentThread>().resolu).toBe(true);
    const reopened = await call(owner, 'POST', url(doc.id), onR1('Finalement non'));
    expect(reopened.json<CommentThread>().resolu).toBe(false);
    expect((await resolve(true)).json<CommentThread>().resolu).toBe(true);
    expect((await resolve(false)).json<CommentThread>().resolu).toBe(false);
    const none = await call(owner, 'POST', url(doc.id, '/resolution'), {
      cible: 'risque',
      idCible: 'r2',
      resolu: true,
    });
    expect(none.statusCode).toBe(404);
  });

  it('answers 404 to someone outside the espace, and to a removed member', async () => {
    const { owner, editeur, doc, as } = await team();
    const posted = await call(owner, 'POST', url(doc.id), onR1('Interne'));
    const commentId = posted.json<CommentThread>().comments[0]!.id;
    const stranger = await createAccount(t);
    for (const [method, path, payload] of [
      ['GET', url(doc.id), undefined],
      ['POST', url(doc.id), onR1('Intrus')],
      ['PUT', url(doc.id, `/${commentId}`), { texte: 'Intrus' }],
      ['DELETE', url(doc.id, `/${commentId}`), undefined],
      ['POST', url(doc.id, '/resolution'), { cible: 'risque', idCible: 'r1', resolu: true }],
    ] as const) {
      expect((await call(stranger, method, path, payload)).statusCode).toBe(404);
    }
    await call(owner, 'DELETE', `/api/espaces/${owner.espaceId}/members/${editeur.id}`);
    expect((await call(editeur, 'GET', url(doc.id), undefined, as(editeur))).statusCode).toBe(404);
  });

  it('e-mails the members a comment mentions a link to the item, and nobody else', async () => {
    const { owner, lecteur, editeur, doc } = await team();
    const stranger = await createAccount(t);
    const before = t.outbox().length;
    const res = await call(
      owner,
      'POST',
      url(doc.id),
      onR1(
        `@${lecteur.email} peux-tu regarder ? (cc @${stranger.email} et @${owner.email}, @inconnu@exemple.fr)`,
      ),
    );
    expect(res.statusCode).toBe(200);
    const mails = t.outbox().slice(before);
    expect(mails.map((m) => m.to)).toEqual([lecteur.email]);
    expect(mails[0]!.subject).toContain(owner.email);
    expect(mails[0]!.text).toContain('Risque r1');
    expect(mails[0]!.text).toContain(
      `http://localhost:3000/duerps/${doc.id}/edit?step=5&commentaires=risque%3Ar1`,
    );

    // Editing tells only who is newly mentioned.
    const commentId = res.json<CommentThread>().comments[0]!.id;
    await call(owner, 'PUT', url(doc.id, `/${commentId}`), {
      texte: `@${lecteur.email} et @${editeur.email.toUpperCase()} regardez`,
    });
    expect(
      t
        .outbox()
        .slice(before + 1)
        .map((m) => m.to),
    ).toEqual([editeur.email]);
  });

  it('answers 400, never 500, to hostile input', async () => {
    const { owner, doc } = await team();
    const cases: [string, unknown, string?][] = [
      [url(doc.id), onR1('\u0001\u001f\u007f\u0085'), COMMENT_MESSAGES.texteRequired],
      [url(doc.id), onR1('nul \u0000')],
      [url(doc.id), onR1('   '), COMMENT_MESSAGES.texteRequired],
      [url(doc.id), onR1('\u200B\u200C\u200D\u2060\uFEFF'), COMMENT_MESSAGES.texteRequired],
      [url(doc.id), onR1(' \u202E\u2066\u2069 '), COMMENT_MESSAGES.texteRequired],
      [url(doc.id), onR1('é'.repeat(2001)), COMMENT_MESSAGES.texteTooLong],
      [url(doc.id), { cible: 'unite', idCible: 'u1', texte: 'x' }, COMMENT_MESSAGES.cibleInvalid],
      [
        url(doc.id),
        { cible: 'risque', idCible: '../r1', texte: 'x' },
        COMMENT_MESSAGES.cibleInvalid,
      ],
      [url(doc.id), { cible: 'risque', idCible: 'x'.repeat(101), texte: 'x' }],
      [url(doc.id), { ...onR1('x'), extra: 1 }],
      [url('pas-un-uuid'), onR1('x')],
      [url(doc.id, '/resolution'), { cible: 'risque', idCible: 'r1', resolu: 'oui' }],
    ];
    for (const [path, payload, message] of cases) {
      const res = await call(owner, 'POST', path, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
      expect(typeof res.json<{ message: string }>().message).toBe('string');
      if (message) expect(res.json()).toEqual({ message });
    }
    expect((await call(owner, 'POST', url(doc.id), onR1('é'.repeat(2000)))).statusCode).toBe(200);
    const bidi = await call(owner, 'POST', url(doc.id), onR1('Voir \u202Efdp.exe\u202C ici'));
    expect(bidi.json<CommentThread>().comments.at(-1)?.texte).toBe('Voir fdp.exe ici');
    expect((await call(owner, 'PUT', url(doc.id, '/pas-un-uuid'), { texte: 'x' })).statusCode).toBe(
      400,
    );
    const unknown = await call(owner, 'POST', url(doc.id), {
      cible: 'risque',
      idCible: 'r9',
      texte: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: COMMENT_MESSAGES.cibleNotFound });
  });

  it('keeps the thread of a deleted risk readable, and refuses new comments on it', async () => {
    const { owner, doc } = await team();
    await call(owner, 'POST', url(doc.id), {
      cible: 'risque',
      idCible: 'r2',
      texte: 'Bruit mesuré ?',
    });
    const unit = doc.data.unitesDeTravail[0]!;
    const removed = await call(owner, 'POST', `/api/duerp/${doc.id}/update-list-risques`, {
      idUniteDeTravail: unit.idUniteDeTravail,
      categorieDeRisques: unit.categorieDeRisques,
      risques: unit.risques.filter((r) => r.idRisque === 'r1'),
    });
    expect(removed.statusCode).toBe(200);
    const list = (await call(owner, 'GET', url(doc.id))).json<CommentThread[]>();
    expect(list.map((th) => [th.idCible, th.comments[0]?.texte])).toEqual([
      ['r2', 'Bruit mesuré ?'],
    ]);
    const late = await call(owner, 'POST', url(doc.id), {
      cible: 'risque',
      idCible: 'r2',
      texte: 'Encore ?',
    });
    expect(late.statusCode).toBe(404);
  });
});

async function addAction(owner: Account, id: string): Promise<string> {
  const res = await call(owner, 'POST', `/api/duerp/${id}/upsert-action-preventive-papripact`, {
    idUniteDeTravail: 'u1',
    idRisqueAssocie: 'r1',
    descriptionDeLaMesure: 'Poser des tapis',
    responsable: 'La direction',
    budget: '',
    date: '2026-12-01',
    statut: 'À planifier',
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const unit = res.json<{
    data: { unitesDeTravail: { papripactActionsPreventives: { idAction: string }[] }[] };
  }>().data.unitesDeTravail[0]!;
  return unit.papripactActionsPreventives.at(-1)!.idAction;
}

async function addRpsAction(owner: Account, id: string): Promise<string> {
  const unites = await call(owner, 'POST', `/api/duerp/${id}/update-list-unites-rps`, {
    unitesRps: [
      { idUniteRps: 'p1', displayName: 'Accueil', idsUnitesDeTravail: [], mode: 'groupe' },
    ],
  });
  if (unites.statusCode !== 200) throw new Error(unites.body);
  const res = await call(owner, 'POST', `/api/duerp/${id}/upsert-action-rps`, {
    idUniteRps: 'p1',
    cible: { type: 'famille', famille: 'intensite' },
    descriptionDeLaMesure: 'Plages sans appels',
    responsable: 'Gérante',
    date: '2027-02-01',
    statut: 'À planifier',
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const unite = res.json<{
    data: { risquesPsychosociaux: { unitesRps: { actions: { idAction: string }[] }[] } };
  }>().data.risquesPsychosociaux.unitesRps[0]!;
  return unite.actions.at(-1)!.idAction;
}
