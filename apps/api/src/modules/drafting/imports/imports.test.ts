import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import {
  completeDocument,
  createDuerp,
  evaluation,
  generate,
} from '../../../../test/helpers/duerp.js';
import {
  confirmImport,
  IMPORT_HEADER,
  previewImport,
  xlsx,
  type Preview,
} from '../../../../test/helpers/imports.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createAccount>>;

const preview = (id: string, file: Buffer, fileName?: string) =>
  previewImport(t, owner.auth, id, file, fileName);
const confirm = (id: string, file: Buffer, revision: number, fileName?: string) =>
  confirmImport(t, owner.auth, id, file, revision, fileName);

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAccount(t, { isVip: true, maxNumberOfDuerps: 50 });
});
afterAll(() => t.close());

describe('import from a spreadsheet', () => {
  it('round trip: a version exported to XLSX imports into an empty document with the same units, risks and ratings', async () => {
    const created = await completeDocument(t, owner.auth);
    const withMesures = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${created.id}/update-risque`,
      headers: owner.auth,
      payload: { ...evaluation('r1', 'c1', 2, 3, 2), mesuresExistantes: 'Tapis absorbants' },
    });
    const source = withMesures.json<DuerpDocument>();
    const versionId = (await generate(t, owner.auth, source.id)).json<{ id: string }>().id;
    const exported = await t.app.inject({
      url: `/api/duerp/${source.id}/versions/${versionId}/download-xlsx`,
      headers: owner.auth,
    });
    const file = exported.rawPayload;
    const target = await createDuerp(t, owner.auth);

    const res = await preview(target.id, file);
    expect(res.statusCode).toBe(200);
    const plan = res.json<Preview>();
    expect(plan).toMatchObject({ rowCount: 2, risqueCount: 2, evaluatedCount: 2, errors: [] });
    expect(plan.units).toEqual([
      {
        displayName: 'Atelier',
        isNew: true,
        risqueCount: 2,
        categories: [
          { displayName: 'Chutes de plain-pied', isNew: true },
          { displayName: 'Bruit', isNew: true },
        ],
      },
    ]);
    const unchanged = (
      await t.app.inject({ url: `/api/duerp/${target.id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(unchanged.data.unitesDeTravail).toEqual([]);

    const done = await confirm(target.id, file, plan.revision);
    expect(done.statusCode).toBe(200);
    const imported = done.json<DuerpDocument>();
    expect(imported.revision).toBe(target.revision + 1);
    const shape = (d: DuerpDocument) =>
      d.data.unitesDeTravail.map((u) => ({
        unite: u.displayName,
        categories: u.categorieDeRisques.map((c) => c.displayName),
        risques: u.risques.map((r) => [
          r.displayName,
          r.danger,
          u.categorieDeRisques.find((c) => c.idCategorie === r.idCategorie)?.displayName,
          r.evalGravite,
          r.evalFrequence,
          r.evalMaitrise,
          r.niveauDeRisqueValue,
          r.mesuresExistantes,
        ]),
      }));
    expect(shape(imported)).toEqual(shape(source));
    expect(imported.data.unitesDeTravail[0]?.risques[0]?.mesuresExistantes).toBe(
      'Tapis absorbants',
    );
  });

  it('reads a French CSV (;, UTF-8 with BOM) and matches units and categories ignoring case and accents', async () => {
    const doc = await completeDocument(t, owner.auth);
    const csv = Buffer.from(
      '\ufeffUnité de travail;Catégorie;Risque;Danger;G;F;M;Remarques;Mesures existantes\r\n' +
        'ATELIER;chutes de plain pied;Chute dans l\'escalier;"Marches ; usées";Grave;3;4 Forte;;Main courante\r\n' +
        'Équipe de nuit;Électricité;Électrisation;;;;;"Sur deux\nlignes";\r\n',
      'utf8',
    );
    const res = await preview(doc.id, csv, 'risques.csv');
    expect(res.statusCode).toBe(200);
    const plan = res.json<Preview>();
    expect(plan.errors).toEqual([]);
    expect(plan.units).toEqual([
      {
        displayName: 'Atelier',
        isNew: false,
        risqueCount: 1,
        categories: [{ displayName: 'Chutes de plain-pied', isNew: false }],
      },
      {
        displayName: 'Équipe de nuit',
        isNew: true,
        risqueCount: 1,
        categories: [{ displayName: 'Électricité', isNew: true }],
      },
    ]);
    const after = (await confirm(doc.id, csv, plan.revision, 'risques.csv')).json<DuerpDocument>();
    const [atelier, nuit] = after.data.unitesDeTravail;
    const stairs = atelier?.risques.find((r) => r.displayName === "Chute dans l'escalier");
    // Shown « 4 Forte » for maîtrise is stored as 1 (its shown number is reversed).
    expect(stairs).toMatchObject({
      danger: 'Marches ; usées',
      evalGravite: 3,
      evalFrequence: 3,
      evalMaitrise: 1,
    });
    expect(stairs).toMatchObject({ remarques: '', mesuresExistantes: 'Main courante' });
    expect(stairs?.idCategorie).toBe('c1');
    expect(nuit?.risques[0]).toMatchObject({
      displayName: 'Électrisation',
      remarques: 'Sur deux\nlignes',
      isRisqueEvalue: false,
    });
  });

  it('reads a CSV saved in Windows-1252 with commas', async () => {
    const doc = await createDuerp(t, owner.auth);
    const csv = Buffer.from(
      'Unité de travail,Catégorie,Risque,G,F,M\r\nRéception,Ambiance thermique,Chaleur excessive,2,2,3\r\n',
      'latin1',
    );
    const plan = (await preview(doc.id, csv, 'export.csv')).json<Preview>();
    expect(plan.errors).toEqual([]);
    expect(plan.units[0]).toMatchObject({
      displayName: 'Réception',
      categories: [{ displayName: 'Ambiance thermique', isNew: true }],
    });
  });

  it('lists each bad line with its number and a French message, and writes nothing', async () => {
    const doc = await createDuerp(t, owner.auth);
    const file = await xlsx([
      IMPORT_HEADER,
      ['Atelier', 'Bruit', 'Machines', '', 7, 2, 2],
      ['Atelier', 'Bruit', '', '', 1, 1, 1],
      ['Atelier', 'Bruit', 'Perceuse', '', 2, '', ''],
      [],
      ['Atelier', '', 'Scie', '', 1, 1, 1],
      ['Atelier', 'Bruit', 'Compresseur', '', 'Très grave', 'Rare', 'Absente'],
    ]);
    const plan = (await preview(doc.id, file)).json<Preview>();
    expect(plan.risqueCount).toBe(1);
    expect(plan.errors).toEqual([
      {
        line: 2,
        message:
          'Gravité « 7 » inconnue : indiquez une note de 1 à 4 ou un libellé (1 Faible, 2 Moyenne, 3 Grave, 4 Très grave)',
      },
      { line: 3, message: 'Le nom du risque est requis' },
      { line: 4, message: IMPORT_MESSAGES.partialRating },
      { line: 6, message: 'La catégorie est requise' },
    ]);
    const after = (
      await t.app.inject({ url: `/api/duerp/${doc.id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(after.revision).toBe(doc.revision);
  });

  it('reads a formula as its saved value and never evaluates it; a formula without value is a line error', async () => {
    const doc = await createDuerp(t, owner.auth);
    const file = await xlsx([
      IMPORT_HEADER,
      [
        'Atelier',
        'Bruit',
        { formula: 'CONCATENATE("Mach","ines")', result: 'Machines' },
        '',
        { formula: '1+1', result: 2 },
        2,
        2,
      ],
      ['Atelier', 'Bruit', { formula: 'WEBSERVICE("http://exemple.invalid")' }, '', 1, 1, 1],
    ]);
    const plan = (await preview(doc.id, file)).json<Preview>();
    expect(plan.risqueCount).toBe(1);
    expect(plan.errors).toEqual([{ line: 3, message: IMPORT_MESSAGES.formulaWithoutValue }]);
    const after = (await confirm(doc.id, file, plan.revision)).json<DuerpDocument>();
    expect(after.data.unitesDeTravail[0]?.risques[0]).toMatchObject({
      displayName: 'Machines',
      evalGravite: 2,
    });
  });

  it('refuses a confirmation made on a document changed since the preview (409)', async () => {
    const doc = await createDuerp(t, owner.auth);
    const file = await xlsx([IMPORT_HEADER, ['Atelier', 'Bruit', 'Machines', '', 1, 1, 1]]);
    const res = await confirm(doc.id, file, doc.revision - 1);
    expect(res.statusCode).toBe(409);
  });

  it('refuses a confirmation without If-Match (428), and a replayed one (409): an import is written once', async () => {
    const doc = await createDuerp(t, owner.auth);
    const file = await xlsx([IMPORT_HEADER, ['Atelier', 'Bruit', 'Machines', '', 1, 1, 1]]);
    const unconditional = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/import/confirm`,
      headers: owner.auth,
      payload: { fileName: 'risques.xlsx', contentBase64: file.toString('base64') },
    });
    expect(unconditional.statusCode).toBe(428);
    expect(unconditional.json<{ message: string }>().message).toBe(
      IMPORT_MESSAGES.revisionRequired,
    );
    expect((await confirm(doc.id, file, doc.revision)).statusCode).toBe(200);
    expect((await confirm(doc.id, file, doc.revision)).statusCode).toBe(409);
    const after = (
      await t.app.inject({ url: `/api/duerp/${doc.id}`, headers: owner.auth })
    ).json<DuerpDocument>();
    expect(after.revision).toBe(doc.revision + 1);
    expect(after.data.unitesDeTravail[0]?.risques).toHaveLength(1);
  });

  it('imports 5,000 lines in one revision', async () => {
    const doc = await createDuerp(t, owner.auth);
    const lines = ['Unité de travail;Catégorie;Risque;G;F;M'];
    for (let i = 0; i < 5000; i += 1)
      lines.push(`Unité ${i % 100};Catégorie ${i % 7};Risque ${i};2;3;2`);
    const csv = Buffer.from(lines.join('\n'), 'utf8');
    const res = await confirm(doc.id, csv, doc.revision, 'gros.csv');
    expect(res.statusCode).toBe(200);
    const after = res.json<DuerpDocument>();
    expect(after.revision).toBe(doc.revision + 1);
    expect(after.data.unitesDeTravail).toHaveLength(100);
    expect(after.data.unitesDeTravail.reduce((n, u) => n + u.risques.length, 0)).toBe(5000);
  });
});

describe('import templates', () => {
  it('serves the XLSX and CSV templates, and the CSV template imports', async () => {
    const xlsxRes = await t.app.inject({
      url: '/api/duerp/import-template/xlsx',
      headers: owner.auth,
    });
    expect(xlsxRes.statusCode).toBe(200);
    expect(xlsxRes.headers['content-disposition']).toBe(
      'attachment; filename="modele_import_DUERP.xlsx"',
    );
    const csvRes = await t.app.inject({
      url: '/api/duerp/import-template/csv',
      headers: owner.auth,
    });
    expect(
      csvRes.body.startsWith(
        '\ufeffUnité de travail;Catégorie;Risque;Danger;G;F;M;Remarques;Mesures existantes',
      ),
    ).toBe(true);
    const doc = await createDuerp(t, owner.auth);
    for (const [file, name] of [
      [xlsxRes.rawPayload, 'modele.xlsx'],
      [csvRes.rawPayload, 'modele.csv'],
    ] as const) {
      const plan = (await preview(doc.id, file, name)).json<Preview>();
      expect(plan).toMatchObject({ risqueCount: 2, evaluatedCount: 2, errors: [] });
    }
  });
});
