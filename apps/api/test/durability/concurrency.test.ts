import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { TEST_PASSWORD, createAccount, useTestApp } from '../helpers/test-app.js';
import { categorie, documentWithRisks, evaluation, risqueInput } from '../helpers/duerp.js';

const t = useTestApp();

describe('concurrent writes on one document', () => {
  it('keeps all 50 parallel targeted writes from several sessions', async () => {
    const owner = await createAccount(t);
    const risques = Array.from({ length: 50 }, (_, i) => risqueInput(`r${i}`, 'c1', `Risque ${i}`));
    const doc = await documentWithRisks(t, owner.auth, [categorie('c1', 'Catégorie')], risques);
    // Five sessions of the same user (five sign-ins), ten writes each, all at once.
    const sessions = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/public/token/new',
          payload: { emailAddress: owner.email, password: TEST_PASSWORD },
        });
        return { authorization: `Bearer ${res.json().accessToken as string}` };
      }),
    );
    const results = await Promise.all(
      risques.map((r, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/duerp/${doc.id}/update-risque`,
          headers: sessions[i % sessions.length]!,
          payload: evaluation(
            r.idRisque,
            'c1',
            (i % 4) + 1,
            ((i >> 2) % 4) + 1,
            ((i >> 4) % 4) + 1,
          ),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    const stored = after.data.unitesDeTravail[0]!.risques;
    expect(stored.filter((r) => r.isRisqueEvalue)).toHaveLength(50);
    stored.forEach((r, i) => expect(r.evalGravite).toBe((i % 4) + 1));
    expect(after.revision).toBe(doc.revision + 50);
    expect(after.data.niveauDeRisqueTotalValue).not.toBeNull();
  });

  it('refuses stale whole-list writes with 409 instead of losing anything', async () => {
    const owner = await createAccount(t);
    const doc = await documentWithRisks(
      t,
      owner.auth,
      [categorie('c1', 'Catégorie')],
      [risqueInput('r1', 'c1', 'Risque')],
    );
    const writes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/duerp/${doc.id}/update-list-unitesdetravail`,
          headers: { ...owner.auth, 'if-match': String(doc.revision) },
          payload: {
            unitesDeTravail: [
              { idUniteDeTravail: 'u1', displayName: 'Atelier' },
              { idUniteDeTravail: `n${i}`, displayName: `Nouvelle ${i}` },
            ],
          },
        }),
      ),
    );
    const statuses = writes.map((w) => w.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/duerp/${doc.id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(after.data.unitesDeTravail).toHaveLength(2);
    expect(after.data.unitesDeTravail[0]!.risques).toHaveLength(1);
  });
});
