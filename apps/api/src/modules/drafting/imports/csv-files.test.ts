import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { createDuerp } from '../../../../test/helpers/duerp.js';
import {
  confirmImport,
  hostileFixture,
  previewImport,
  type Preview,
} from '../../../../test/helpers/imports.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccount(t, { isVip: true, maxNumberOfDuerps: 10 });
});
afterAll(() => t.close());

describe('CSV files', () => {
  it('decodes every character Windows-1252 puts in 0x80–0x9F (€, œ, ‰, curly quotes…)', async () => {
    const doc = await createDuerp(t, owner.auth);
    const csv = hostileFixture('windows-1252.csv');
    const res = await previewImport(t, owner.auth, doc.id, csv, 'windows-1252.csv');
    expect(res.statusCode).toBe(200);
    const plan = res.json<Preview>();
    expect(plan.errors).toEqual([]);
    const done = await confirmImport(t, owner.auth, doc.id, csv, plan.revision, 'w.csv');
    const unit = done.json<DuerpDocument>().data.unitesDeTravail[0];
    expect(unit?.categorieDeRisques.map((c) => c.displayName)).toEqual(['Catégorie œuvre']);
    expect(unit?.risques[0]?.displayName).toBe('Coût « 10 € » : 2 ‰');
    // The 27 bytes 0x80–0x9F that Windows-1252 defines, in order.
    expect(unit?.risques[0]?.danger).toBe('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
  });

  it('refuses a CSV holding one of the five bytes Windows-1252 leaves undefined, naming its line, rather than dropping it', async () => {
    const doc = await createDuerp(t, owner.auth);
    for (const byte of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) {
      const csv = Buffer.concat([
        Buffer.from(
          'Unit\xe9 de travail;Cat\xe9gorie;Risque\r\nAtelier;Bruit;Machines\r\n',
          'latin1',
        ),
        Buffer.from([0x41, byte, 0x3b, 0x42, 0x3b, 0x43, 0x0d, 0x0a]),
      ]);
      const res = await previewImport(t, owner.auth, doc.id, csv, 'mac.csv');
      expect(res.statusCode, `octet 0x${byte.toString(16)}`).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        IMPORT_MESSAGES.csvUnreadableCharacter(3),
      );
    }
  });

  it('refuses an unclosed quote, naming the line where it opens', async () => {
    const doc = await createDuerp(t, owner.auth);
    const res = await previewImport(
      t,
      owner.auth,
      doc.id,
      hostileFixture('unclosed-quote.csv'),
      'q.csv',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.csvUnclosedQuote(3));
  });

  it('refuses a quote misplaced in a field, naming its line', async () => {
    const doc = await createDuerp(t, owner.auth);
    const csv = Buffer.from('Unité de travail;Catégorie;Risque\nAtelier;"Bruit"s;Machines\n');
    const res = await previewImport(t, owner.auth, doc.id, csv, 'q.csv');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.csvMisplacedQuote(2));
  });
});
