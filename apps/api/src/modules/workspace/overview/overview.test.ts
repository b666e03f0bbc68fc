import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EspaceOverview, MyEspace } from '@duerp/domain/espaces';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { inEspace, joinEspace } from '../../../../test/helpers/espaces.js';

const t = useTestApp();

describe('Mes espaces', () => {
  it('lists every espace with the role, DUERPs and what is late, what needs attention first', async () => {
    const consultant = await createAccount(t, { isVip: true });
    const late = await createAccount(t, { isVip: true });
    const behind = await createAccount(t, { isVip: true });
    await joinEspace(t, late, consultant, 'editeur');
    await joinEspace(t, behind, consultant, 'lecteur');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/espaces',
      headers: consultant.auth,
      payload: { name: 'Zèbre' },
    });
    const empty = created.json<MyEspace>();

    // `late`: a 12-employee DUERP whose only version is 400 days old → annual update overdue.
    const overdue = await completeDocument(t, late.auth);
    await generate(t, late.auth, overdue.id);
    await t.app.deps.db.execute(
      sql`UPDATE duerp_versions SET creation_time = now() - interval '400 days'
          WHERE duerp_document_id = ${overdue.id}`,
    );
    // `behind`: a fresh version and an action due in the past, not done.
    const withAction = await completeDocument(t, inEspace(behind, behind.espaceId));
    await generate(t, behind.auth, withAction.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${withAction.id}/upsert-action-preventive-papripact`,
      headers: behind.auth,
      payload: {
        idUniteDeTravail: withAction.data.unitesDeTravail[0]!.idUniteDeTravail,
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: 'Tapis antidérapant',
        responsable: 'Chef d’atelier',
        budget: '',
        date: '2020-01-15',
        statut: 'À planifier',
      },
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/espaces/overview',
      headers: consultant.auth,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json<EspaceOverview[]>();
    expect(rows.map((r) => [r.id, r.role])).toEqual([
      [late.espaceId, 'editeur'],
      [behind.espaceId, 'lecteur'],
      [consultant.espaceId, 'proprietaire'],
      [empty.id, 'proprietaire'],
    ]);
    expect(rows[0]).toMatchObject({ duerpCount: 1, overdueUpdates: 1, overdueActions: 0 });
    expect(rows[0]!.duerps).toEqual([
      {
        id: overdue.id,
        displayName: overdue.displayName,
        state: 'en_retard',
        dueDate: rows[0]!.nextUpdateDue,
      },
    ]);
    expect(rows[1]!.duerps?.map((d) => d.state)).toEqual(['a_jour']);
    expect(rows[0]!.nextUpdateDue! < new Date().toISOString().slice(0, 10)).toBe(true);
    expect(rows[1]).toMatchObject({ duerpCount: 1, overdueUpdates: 0, overdueActions: 1 });
    expect(rows[1]!.lastVersionAt).not.toBeNull();
    expect(rows[3]).toMatchObject({
      name: 'Zèbre',
      duerpCount: 0,
      nextUpdateDue: null,
      lastVersionAt: null,
    });
  });

  it('names up to five DUERPs of an espace, those without a version after the late and due ones', async () => {
    const owner = await createAccount(t, { isVip: true, maxNumberOfDuerps: 10 });
    const due = await completeDocument(t, owner.auth);
    await generate(t, owner.auth, due.id);
    await t.app.deps.db.execute(
      sql`UPDATE duerp_versions SET creation_time = now() - interval '350 days'
          WHERE duerp_document_id = ${due.id}`,
    );
    for (let i = 0; i < 6; i++) {
      await t.app.inject({ method: 'POST', url: '/api/duerp/create', headers: owner.auth });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/espaces/overview',
      headers: owner.auth,
    });
    const [row] = res.json<EspaceOverview[]>();
    expect(row?.duerpCount).toBe(7);
    expect(row?.duerps).toHaveLength(5);
    expect(row?.duerps?.[0]).toMatchObject({ id: due.id, state: 'due' });
    expect(row?.duerps?.[0]?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(row?.duerps?.slice(1).map((d) => d.state)).toEqual(Array(4).fill('sans_version'));
  });
});
