/** Restoring what a change deleted (a risk, a unit, an action). */
import { describe, expect, it } from 'vitest';
import { DUERP_MESSAGES, type DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { callAs, joinEspace } from '../../../../test/helpers/espaces.js';
import {
  entries,
  ratedDocument,
  readHistory,
  sentences,
} from '../../../../test/helpers/history.js';
import { categorie, risqueInput, setUnits } from '../../../../test/helpers/duerp.js';

const t = useTestApp();

type Account = Awaited<ReturnType<typeof createAccount>>;

const history = (account: Account, id: string, query = '') => readHistory(t, account, id, query);
const restore = (account: Account, id: string, changeId: string) =>
  callAs(t, account, 'POST', `/api/duerp/${id}/historique/${changeId}/restaurer`);

describe('POST /api/duerp/:id/historique/:changeId/restaurer', () => {
  const removalOf = async (owner: Account, id: string, sentence: string) => {
    const entry = entries(await history(owner, id)).find((e) => e.sentence === sentence);
    if (!entry) throw new Error(`no entry « ${sentence} »`);
    return entry;
  };

  it('restores a deleted risk with its action, once, as a write of its own', async () => {
    const { owner, id } = await ratedDocument(t);
    const created = await callAs(
      t,
      owner,
      'POST',
      `/api/duerp/${id}/upsert-action-preventive-papripact`,
      {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: 'Tapis antidérapants',
        responsable: 'Paul',
        budget: '',
        date: '2026-03-01',
        statut: 'À planifier',
      },
    );
    expect(created.statusCode).toBe(200);
    const removed = await callAs(t, owner, 'POST', `/api/duerp/${id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes')],
      risques: [risqueInput('r2', 'c1', 'Glissade')],
    });
    expect(removed.statusCode).toBe(200);
    const entry = await removalOf(
      owner,
      id,
      `${owner.email} a supprimé le risque « Chute de plain-pied » (Atelier)`,
    );
    expect(entry).toMatchObject({ restorable: true, restored: false, idUniteDeTravail: 'u1' });
    const res = await restore(owner, id, entry.id);
    expect(res.statusCode, res.body).toBe(200);
    const unit = res.json<DuerpDocument>().data.unitesDeTravail[0]!;
    expect(unit.risques.map((r) => [r.idRisque, r.evalGravite])).toEqual([
      ['r1', 2],
      ['r2', null],
    ]);
    expect(unit.papripactActionsPreventives.map((a) => a.descriptionDeLaMesure)).toEqual([
      'Tapis antidérapants',
    ]);
    const page = await history(owner, id);
    expect(sentences(page)[0]).toBe(
      `${owner.email} a restauré le risque « Chute de plain-pied » (Atelier)`,
    );
    expect(entries(page).find((e) => e.id === entry.id)?.restored).toBe(true);
    const again = await restore(owner, id, entry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Ce risque a déjà été restauré : il figure dans l'unité « Atelier ».",
    );
  });

  it('restores a deleted unit whole, and a deleted action; refuses a risk whose unit is gone', async () => {
    const { owner, id } = await ratedDocument(t);
    const action = await callAs(
      t,
      owner,
      'POST',
      `/api/duerp/${id}/upsert-action-preventive-papripact`,
      {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r2',
        descriptionDeLaMesure: 'Nettoyer le sol',
        responsable: 'Paul',
        budget: '',
        date: '2026-03-01',
        statut: 'En cours',
      },
    );
    const idAction =
      action.json<DuerpDocument>().data.unitesDeTravail[0]!.papripactActionsPreventives[0]!
        .idAction;
    await callAs(t, owner, 'DELETE', `/api/duerp/${id}/delete-action-preventive-papripact`, {
      idAction,
      idUniteDeTravail: 'u1',
    });
    const actionEntry = await removalOf(
      owner,
      id,
      `${owner.email} a supprimé l'action « Nettoyer le sol » (Atelier)`,
    );
    const back = await restore(owner, id, actionEntry.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(
      back.json<DuerpDocument>().data.unitesDeTravail[0]!.papripactActionsPreventives,
    ).toMatchObject([{ idAction, statut: 'En cours' }]);

    await callAs(t, owner, 'POST', `/api/duerp/${id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes')],
      risques: [risqueInput('r1', 'c1', 'Chute de plain-pied')],
    });
    const riskEntry = await removalOf(
      owner,
      id,
      `${owner.email} a supprimé le risque « Glissade » (Atelier)`,
    );
    expect((await setUnits(t, owner.auth, id, [])).statusCode).toBe(200);
    const orphan = await restore(owner, id, riskEntry.id);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().message).toBe(
      "L'unité de travail « Atelier » n'existe plus : restaurez-la d'abord.",
    );
    const unitEntry = await removalOf(owner, id, `${owner.email} a supprimé l'unité « Atelier »`);
    const unit = await restore(owner, id, unitEntry.id);
    expect(unit.statusCode, unit.body).toBe(200);
    const restored = unit.json<DuerpDocument>().data.unitesDeTravail;
    expect(restored.map((u) => u.displayName)).toEqual(['Atelier']);
    expect(restored[0]!.risques.map((r) => r.displayName)).toEqual(['Chute de plain-pied']);
    expect(restored[0]!.papripactActionsPreventives).toHaveLength(0);
    expect((await restore(owner, id, riskEntry.id)).statusCode).toBe(200);
  });

  it('refuses what is not a deletion (400), unknown or malformed ids (404/400), a Lecteur (403), a stale If-Match (409)', async () => {
    const { owner, id } = await ratedDocument(t);
    const change = entries(await history(owner, id))[0]!;
    const res = await restore(owner, id, change.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Seule la suppression d'une unité de travail, d'un risque ou d'une action peut être restaurée.",
    );
    for (const bad of ['abc', '1', '0-0', '1-x', `${'9'.repeat(16)}-0`, '1-0-0']) {
      const r = await restore(owner, id, bad);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().message).toBe('Identifiant de modification invalide.');
    }
    const nul = await restore(owner, id, '1-0%00');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('La requête contient un caractère nul, non autorisé.');
    expect((await restore(owner, id, '999999999-0')).statusCode).toBe(404);
    expect((await restore(owner, id, `${change.id.split('-')[0]}-99`)).statusCode).toBe(404);
    // Another document's change is not found through this one.
    const other = await ratedDocument(t);
    const foreign = await restore(owner, id, entries(await history(other.owner, other.id))[0]!.id);
    expect(foreign.statusCode).toBe(404);
    await callAs(t, owner, 'POST', `/api/duerp/${id}/update-list-risques`, {
      idUniteDeTravail: 'u1',
      categorieDeRisques: [categorie('c1', 'Chutes')],
      risques: [],
    });
    const removal = entries(await history(owner, id)).find((e) => e.restorable)!;
    const lecteur = await createAccount(t);
    await joinEspace(t, owner, lecteur, 'lecteur');
    expect((await history(lecteur, id)).total).toBeGreaterThan(0);
    expect((await restore(lecteur, id, removal.id)).statusCode).toBe(403);
    const stale = await callAs(
      t,
      owner,
      'POST',
      `/api/duerp/${id}/historique/${removal.id}/restaurer`,
      undefined,
      { ...owner.auth, 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DUERP_MESSAGES.staleRevision);
  });
});
