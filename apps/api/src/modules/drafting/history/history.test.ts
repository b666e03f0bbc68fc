import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { documentChanges } from '../../../db/schema/index.js';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { callAs, joinEspace } from '../../../../test/helpers/espaces.js';
import { ratedDocument, readHistory, sentences } from '../../../../test/helpers/history.js';
import { setUnits } from '../../../../test/helpers/duerp.js';

const t = useTestApp();

type Account = Awaited<ReturnType<typeof createAccount>>;

const history = (account: Account, id: string, query = '') => readHistory(t, account, id, query);

describe('GET /api/duerp/:id/historique', () => {
  it('records a write with its author, in words, newest first', async () => {
    const { owner, id, rate } = await ratedDocument(t);
    expect((await rate(owner, 3)).statusCode).toBe(200);
    const page = await history(owner, id);
    expect(sentences(page)[0]).toBe(
      `${owner.email} a passé la gravité de « Chute de plain-pied » (Atelier) de Moyenne à Grave`,
    );
    expect(page.groups[0]).toMatchObject({ actor: owner.email, actorAccountId: owner.id });
    expect(sentences(page)).toContain(`${owner.email} a ajouté l'unité « Atelier »`);
    expect(sentences(page)).toContain(
      `${owner.email} a ajouté les risques « Chute de plain-pied » et « Glissade » (Atelier)`,
    );
    const [last] = await t.app.deps.db
      .select()
      .from(documentChanges)
      .where(eq(documentChanges.duerpDocumentId, id))
      .orderBy(desc(documentChanges.id))
      .limit(1);
    expect(last?.actorAccountId).toBe(owner.id);
    // Compact: the one field that changed, before and after.
    expect(last?.diff).toEqual([
      expect.objectContaining({ op: 'risque.changed', field: 'evalGravite', before: 2, after: 3 }),
    ]);
    expect(JSON.stringify(last?.diff).length).toBeLessThan(300);
  });

  it('groups by person and minute, and records nothing for a write that changed nothing', async () => {
    const { owner, id, rate } = await ratedDocument(t);
    const editeur = await createAccount(t);
    await joinEspace(t, owner, editeur, 'editeur');
    const before = (await history(owner, id)).total;
    expect((await rate(owner, 2)).statusCode).toBe(200); // the same values: no entry
    expect((await history(owner, id)).total).toBe(before);
    expect((await rate(editeur, 4)).statusCode).toBe(200);
    expect((await rate(owner, 1)).statusCode).toBe(200);
    const page = await history(owner, id);
    expect(page.groups.slice(0, 2).map((g) => g.actor)).toEqual([owner.email, editeur.email]);
    expect(page.groups[1]!.entries[0]!.sentence).toBe(
      `${editeur.email} a passé la gravité de « Chute de plain-pied » (Atelier) de Moyenne à Très grave`,
    );
    // The owner's earlier writes of the same minute stay one group, after the Éditeur's.
    expect(page.groups.at(-1)!.actor).toBe(owner.email);
  });

  it('filters by unit', async () => {
    const { owner, id } = await ratedDocument(t);
    await setUnits(t, owner.auth, id, [
      { idUniteDeTravail: 'u1', displayName: 'Atelier' },
      { idUniteDeTravail: 'u2', displayName: 'Bureaux' },
    ]);
    const bureaux = await history(owner, id, '?unite=u2');
    expect(sentences(bureaux)).toEqual([`${owner.email} a ajouté l'unité « Bureaux »`]);
    expect(bureaux.total).toBe(1);
    const atelier = sentences(await history(owner, id, '?unite=u1'));
    expect(atelier).not.toContain(`${owner.email} a ajouté l'unité « Bureaux »`);
    expect(atelier).toContain(`${owner.email} a ajouté l'unité « Atelier »`);
    expect(sentences(await history(owner, id, '?unite=inconnue'))).toEqual([]);
  });

  it('answers 400 in French to a bad page or unit, 404 to another espace’s document', async () => {
    const { owner, id } = await ratedDocument(t);
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?page=9999999', '?autre=1']) {
      const res = await callAs(t, owner, 'GET', `/api/duerp/${id}/historique${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/[a-zé]/);
    }
    const longUnit = await callAs(
      t,
      owner,
      'GET',
      `/api/duerp/${id}/historique?unite=${'x'.repeat(101)}`,
    );
    expect(longUnit.statusCode).toBe(400);
    expect((await callAs(t, owner, 'GET', '/api/duerp/pas-un-uuid/historique')).statusCode).toBe(
      400,
    );
    const stranger = await createAccount(t);
    expect((await callAs(t, stranger, 'GET', `/api/duerp/${id}/historique`)).statusCode).toBe(404);
    expect((await history(owner, id, '?page=50')).groups).toEqual([]);
  });
});
