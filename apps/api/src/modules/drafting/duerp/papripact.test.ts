/** The PAPRIPACT: its toggle and the preventive actions. */
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { evaluation, threeRiskDocument, writeAs } from '../../../../test/helpers/duerp.js';

const t = useTestApp();

const unit = (doc: DuerpDocument) => doc.data.unitesDeTravail[0]!;

/** A preventive action on risk r1 of unit u1 with every required field, briefly. */
const MINIMAL_ACTION = {
  idUniteDeTravail: 'u1',
  idRisqueAssocie: 'r1',
  descriptionDeLaMesure: 'x',
  responsable: 'y',
  budget: '',
  date: '2026-12-15',
  statut: 'En cours',
};

describe('PAPRIPACT', () => {
  it('toggles PAPRIPACT', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const url = `/api/duerp/${doc.id}/update-toggle-papripact`;
    expect(
      (
        await writeAs(t, owner.auth, 'POST', url, { isPapripactEnabled: true })
      ).json<DuerpDocument>().data.isPapripactEnabled,
    ).toBe(true);
    expect(
      (
        await writeAs(t, owner.auth, 'POST', url, { isPapripactEnabled: false })
      ).json<DuerpDocument>().data.isPapripactEnabled,
    ).toBe(false);
    expect(
      (await writeAs(t, owner.auth, 'POST', url, { isPapripactEnabled: 'oui' })).statusCode,
    ).toBe(400);
  });
  it('creates, updates and deletes a preventive action', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const upsert = `/api/duerp/${doc.id}/upsert-action-preventive-papripact`;
    const body = {
      idUniteDeTravail: 'u1',
      idRisqueAssocie: 'r1',
      descriptionDeLaMesure: 'Tapis antidérapants',
      responsable: 'Mme Durand',
      budget: '300 €',
      date: '2026-12-15',
      statut: 'À planifier',
    };
    const created = unit((await writeAs(t, owner.auth, 'POST', upsert, body)).json<DuerpDocument>())
      .papripactActionsPreventives[0]!;
    expect(created).toMatchObject({ ...body });
    expect(created.idAction).toMatch(/^[0-9a-f-]{36}$/);
    const updated = unit(
      (
        await writeAs(t, owner.auth, 'POST', upsert, {
          ...body,
          idAction: created.idAction,
          statut: 'En cours',
        })
      ).json<DuerpDocument>(),
    );
    expect(updated.papripactActionsPreventives).toHaveLength(1);
    expect(updated.papripactActionsPreventives[0]!.statut).toBe('En cours');
    const del = await writeAs(
      t,
      owner.auth,
      'DELETE',
      `/api/duerp/${doc.id}/delete-action-preventive-papripact`,
      { idAction: created.idAction, idUniteDeTravail: 'u1' },
    );
    expect(unit(del.json<DuerpDocument>()).papripactActionsPreventives).toEqual([]);
    expect(
      (
        await writeAs(
          t,
          owner.auth,
          'DELETE',
          `/api/duerp/${doc.id}/delete-action-preventive-papripact`,
          { idAction: created.idAction, idUniteDeTravail: 'u1' },
        )
      ).statusCode,
    ).toBe(404);
  });
  it.each([
    ['idRisqueAssocie', '', 'Le risque associé est requis'],
    ['descriptionDeLaMesure', ' ', 'La description de la mesure est requise'],
    ['responsable', '', 'Le responsable est requis'],
    ['date', '', 'La date est requise'],
    ['date', '2026-02-30', 'La date est invalide'],
    ['date', '0000-01-01', 'La date est invalide'],
    ['date', '15/12/2026', 'La date doit être au format AAAA-MM-JJ'],
    ['statut', 'Fini', 'Le statut est requis'],
  ])('refuses a bad %s with its French message', async (field, value, message) => {
    const { owner, doc } = await threeRiskDocument(t);
    const body = { ...MINIMAL_ACTION, [field]: value };
    const res = await writeAs(
      t,
      owner.auth,
      'POST',
      `/api/duerp/${doc.id}/upsert-action-preventive-papripact`,
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
  it('refuses an action on an unknown risk or an unknown action id', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    const upsert = `/api/duerp/${doc.id}/upsert-action-preventive-papripact`;
    const body = { ...MINIMAL_ACTION, idRisqueAssocie: 'rX' };
    expect((await writeAs(t, owner.auth, 'POST', upsert, body)).statusCode).toBe(404);
    expect(
      (
        await writeAs(t, owner.auth, 'POST', upsert, {
          ...body,
          idRisqueAssocie: 'r1',
          idAction: 'inconnue',
        })
      ).statusCode,
    ).toBe(404);
  });
  it("answers 404 for another user's document on every write", async () => {
    const { doc } = await threeRiskDocument(t);
    const intruder = await createAccount(t);
    const writes: ['POST' | 'DELETE', string, unknown][] = [
      [
        'POST',
        'update-list-risques',
        { idUniteDeTravail: 'u1', categorieDeRisques: [], risques: [] },
      ],
      ['POST', 'update-risque', evaluation('r1', 'c1', 1, 1, 1)],
      ['POST', 'update-toggle-papripact', { isPapripactEnabled: true }],
      ['POST', 'upsert-action-preventive-papripact', MINIMAL_ACTION],
      ['DELETE', 'delete-action-preventive-papripact', { idAction: 'a', idUniteDeTravail: 'u1' }],
    ];
    for (const [method, path, body] of writes) {
      expect(
        (await writeAs(t, intruder.auth, method, `/api/duerp/${doc.id}/${path}`, body)).statusCode,
        path,
      ).toBe(404);
    }
  });
});
