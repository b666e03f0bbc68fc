import { afterAll, describe, expect, it } from 'vitest';
import { startTimings, stopTimings, takeTimings } from '../../../db/timings.js';
import { useTestApp } from '../../../../test/helpers/test-app.js';
import { evaluation, threeRiskDocument } from '../../../../test/helpers/duerp.js';

const t = useTestApp();
afterAll(stopTimings);

/**
 * The statements a targeted save sends to the database (each one a round trip on PostgreSQL,
 * the API waiting between them): rights, revision check, unit write, history, revision bump and
 * the answer's reads. A change that adds one fails here; one that saves some lowers the bound.
 */
describe('statements of a targeted save', () => {
  it('evaluates a risk in one transaction of at most 11 statements, BEGIN and COMMIT included', async () => {
    const { owner, doc } = await threeRiskDocument(t);
    startTimings({ keepTexts: true });
    takeTimings();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/update-risque`,
      headers: owner.auth,
      payload: evaluation('r1', 'c1', 3, 2, 2),
    });
    expect(res.statusCode).toBe(200);
    const timings = takeTimings()!;
    expect(timings.transactions).toBe(1);
    expect(timings.statements).toBeLessThanOrEqual(11);
    // The transaction's work (PGlite sends BEGIN and COMMIT itself, node-postgres in line).
    const words = (timings.texts ?? [])
      .filter((text) => !/^(begin|commit)$/i.test(text))
      .map((text) => text.split(' ').slice(0, 3).join(' '));
    const read = words.indexOf('select "id", "espace_id",');
    expect(words.slice(read, read + 4)).toEqual([
      'select "id", "espace_id",',
      'insert into "duerp_unites"',
      'update "duerp_documents" set',
      'insert into "document_changes"',
    ]);
  });
});
