import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeListThreeWay } from '@duerp/domain/live';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, createTestApp, type TestApp } from '../helpers/test-app.js';
import { joinEspace } from '../helpers/espaces.js';
import { categorie, documentWithRisks, evaluation, risqueInput } from '../helpers/duerp.js';

/**
 * Two members editing the same unit list and the same unit's risks at the same moment, as the
 * editor does it: a whole-list write with If-Match, re-applied on the latest version after a 409
 * with the rule the web uses (mergeListThreeWay), and a targeted evaluation of the same risk.
 */
const ROUNDS = 50;
let t: TestApp;
type Auth = { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function read(auth: Auth, id: string): Promise<DuerpDocument> {
  return (await t.app.inject({ method: 'GET', url: `/api/duerp/${id}`, headers: auth })).json();
}

/** A whole-list write from `doc`, re-applied until saved; returns the conflicts met (none expected). */
async function writeList<T>(
  auth: Auth,
  doc: DuerpDocument,
  listOf: (d: DuerpDocument) => T[],
  change: (list: T[]) => T[],
  idOf: (item: T) => string,
  send: (list: T[], revision: number) => Promise<number>,
): Promise<number> {
  let [base, revision] = [listOf(doc), doc.revision];
  let mine = change(base);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await send(mine, revision)) === 200) return 0;
    const latest = await read(auth, doc.id);
    const merge = mergeListThreeWay(
      base,
      mine,
      listOf(latest),
      idOf,
      (a, b) => JSON.stringify(a) === JSON.stringify(b),
    );
    if (!merge.ok) return merge.conflicts.length + 1;
    [base, mine, revision] = [listOf(latest), merge.merged, latest.revision];
  }
  throw new Error('never saved');
}

const units = (d: DuerpDocument) =>
  d.data.unitesDeTravail.map(({ idUniteDeTravail, displayName }) => ({
    idUniteDeTravail,
    displayName,
  }));
const risks = (d: DuerpDocument) =>
  (d.data.unitesDeTravail.find((u) => u.idUniteDeTravail === 'u1')?.risques ?? []).map((r) =>
    risqueInput(r.idRisque, r.idCategorie, r.displayName),
  );

describe(`two members on one document, ${ROUNDS} rounds at the same moment`, () => {
  it('loses no unit, no risk and no evaluation', async () => {
    const owner = await createAccount(t);
    const editor = await createAccount(t);
    await joinEspace(t, owner, editor, 'editeur');
    const doc = await documentWithRisks(
      t,
      owner.auth,
      [categorie('c1', 'Chutes')],
      [risqueInput('r1', 'c1', 'Glissade')],
    );
    const unitWriter = (auth: Auth) => (list: unknown[], revision: number) =>
      t.app
        .inject({
          method: 'POST',
          url: `/api/duerp/${doc.id}/update-list-unitesdetravail`,
          headers: { ...auth, 'if-match': String(revision) },
          payload: { unitesDeTravail: list },
        })
        .then((r) => r.statusCode);
    const riskWriter = (auth: Auth) => (list: unknown[], revision: number) =>
      t.app
        .inject({
          method: 'POST',
          url: `/api/duerp/${doc.id}/update-list-risques`,
          headers: { ...auth, 'if-match': String(revision) },
          payload: {
            idUniteDeTravail: 'u1',
            categorieDeRisques: [categorie('c1', 'Chutes')],
            risques: list,
          },
        })
        .then((r) => r.statusCode);
    let conflicts = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const [a, b] = await Promise.all([read(owner.auth, doc.id), read(editor.auth, doc.id)]);
      const results = await Promise.all([
        writeList(
          owner.auth,
          a,
          units,
          (l) => [{ idUniteDeTravail: `a${round}`, displayName: `A ${round}` }, ...l],
          (u) => u.idUniteDeTravail,
          unitWriter(owner.auth),
        ),
        writeList(
          editor.auth,
          b,
          units,
          (l) => [...l, { idUniteDeTravail: `b${round}`, displayName: `B ${round}` }],
          (u) => u.idUniteDeTravail,
          unitWriter(editor.auth),
        ),
        writeList(
          editor.auth,
          b,
          risks,
          (l) => [...l, risqueInput(`r${round}b`, 'c1', `Risque ${round}`)],
          (r) => r.idRisque,
          riskWriter(editor.auth),
        ),
        t.app
          .inject({
            method: 'POST',
            url: `/api/duerp/${doc.id}/update-risque`,
            headers: owner.auth,
            payload: { ...evaluation('r1', 'c1', (round % 4) + 1, 2, 2), displayName: 'Glissade' },
          })
          .then((r) => (r.statusCode === 200 ? 0 : 1)),
      ]);
      conflicts += results.reduce((sum, n) => sum + n, 0);
    }
    const final = await read(owner.auth, doc.id);
    const names = final.data.unitesDeTravail.map((u) => u.displayName);
    expect(conflicts).toBe(0);
    expect(names).toHaveLength(1 + 2 * ROUNDS);
    for (let round = 1; round <= ROUNDS; round += 1) {
      expect(names).toContain(`A ${round}`);
      expect(names).toContain(`B ${round}`);
    }
    const atelier = final.data.unitesDeTravail.find((u) => u.idUniteDeTravail === 'u1')!;
    expect(atelier.risques).toHaveLength(1 + ROUNDS);
    expect(atelier.risques.find((r) => r.idRisque === 'r1')).toMatchObject({
      displayName: 'Glissade',
      evalGravite: (ROUNDS % 4) + 1,
    });
  }, 300_000);
});
