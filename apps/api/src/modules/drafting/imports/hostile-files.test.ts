import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { createDuerp } from '../../../../test/helpers/duerp.js';
import {
  IMPORT_HEADER,
  previewImport,
  xlsx,
  type Preview,
} from '../../../../test/helpers/imports.js';
import { probeWhile } from '../../../../test/helpers/process-probe.js';
import { forgedSizeBomb, lastColumnSheet } from '../../../../test/fixtures/hostile/hostile-xlsx.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccount(t, { isVip: true });
});
afterAll(() => t.close());

describe('hostile files', () => {
  let id: string;
  beforeAll(async () => {
    id = (await createDuerp(t, owner.auth)).id;
  });

  const refused = async (file: Buffer, expected: string, status = 400) => {
    const res = await previewImport(t, owner.auth, id, file);
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toBe(expected);
  };

  it('refuses a file that is not a spreadsheet', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await refused(png, IMPORT_MESSAGES.notSpreadsheet);
    const zip = new JSZip().file('hello.txt', 'bonjour');
    await refused(await zip.generateAsync({ type: 'nodebuffer' }), IMPORT_MESSAGES.notSpreadsheet);
  });

  it('refuses a zip bomb without inflating it', async () => {
    const zip = new JSZip().file('xl/worksheets/sheet1.xml', Buffer.alloc(20 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(100 * 1024);
    await refused(bomb, IMPORT_MESSAGES.zipBomb);
  });

  let base = '';
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const health = async () => (await fetch(`${base}/api/health`)).arrayBuffer();

  it('refuses a bomb whose directory declares 900 kB but inflates to 400 MB, inflating no more than it declares', async () => {
    const bomb = forgedSizeBomb();
    expect(bomb.length).toBeLessThan(450 * 1024);
    await refused(await xlsx([IMPORT_HEADER]), IMPORT_MESSAGES.empty); // the reader is up
    const { result, rssRiseMb } = await probeWhile(
      () => previewImport(t, owner.auth, id, bomb),
      health,
    );
    expect(result.statusCode).toBe(400);
    expect(result.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.zipBomb);
    expect(rssRiseMb).toBeLessThan(100);
  });

  it('reads only the named columns of 5,000 lines reaching the last column (XFD), off the event loop', async () => {
    const sheet = lastColumnSheet();
    expect(sheet.length).toBeLessThan(100 * 1024);
    const { result, probeMaxMs, rssRiseMb } = await probeWhile(
      () => previewImport(t, owner.auth, id, sheet),
      health,
    );
    expect(result.statusCode).toBe(200);
    expect(result.json<Preview>()).toMatchObject({ rowCount: 5000, risqueCount: 5000, errors: [] });
    // Planning 5,000 lines stays on the event loop (tens of ms); reading the file does not.
    expect(probeMaxMs).toBeLessThan(1000);
    expect(rssRiseMb).toBeLessThan(150);
  });

  it('refuses a workbook with macros, and an old or protected one', async () => {
    const file = await xlsx([IMPORT_HEADER]);
    const zip = await JSZip.loadAsync(file);
    zip.file('xl/vbaProject.bin', Buffer.from('macro'));
    await refused(await zip.generateAsync({ type: 'nodebuffer' }), IMPORT_MESSAGES.macros);
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    await refused(ole, IMPORT_MESSAGES.encrypted);
  });

  it('refuses a 50 MB file with a clear message', async () => {
    await refused(Buffer.alloc(50 * 1024 * 1024, 0x41), IMPORT_MESSAGES.tooLarge, 413);
  });

  it('says which column is missing', async () => {
    await refused(
      Buffer.from('Nom;Prénom\nDupont;Jean\n'),
      IMPORT_MESSAGES.missingColumn('Unité de travail'),
    );
  });

  it('refuses more than 5,000 lines', async () => {
    const lines = ['Unité de travail;Catégorie;Risque'];
    for (let i = 0; i < 5001; i += 1) lines.push(`U;C;R${i}`);
    await refused(Buffer.from(lines.join('\n')), IMPORT_MESSAGES.tooManyRows);
  });
});
