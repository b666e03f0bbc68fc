import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { BANDS_PRESENTATION } from '@duerp/domain/risk';
import type { DuerpData, DuerpDocument } from '@duerp/domain/duerp';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import {
  addCapotageAction,
  completeDocument,
  evaluation,
  generate,
  mesureChoisie,
} from '../../../../test/helpers/duerp.js';
import { malformedXmlParts } from '../../../../test/helpers/xml.js';
import { duerpVersions } from '../../../db/schema/index.js';
import { FULL_PDF_FORBIDDEN } from '../versions/versions.service.js';

let t: TestApp;
let vip: Awaited<ReturnType<typeof createAccount>>;
let doc: DuerpDocument;
let versionId: string;

const url = (format: 'xlsx' | 'docx', id = doc.id, version = versionId) =>
  `/api/duerp/${id}/versions/${version}/download-${format}`;

beforeAll(async () => {
  t = await createTestApp();
  vip = await createAccount(t, { isVip: true });
  doc = await completeDocument(t, vip.auth);
  await addCapotageAction(t, vip.auth, doc.id);
  const res = await generate(t, vip.auth, doc.id, 'Première version');
  versionId = res.json<{ id: string }>().id;
});
afterAll(() => t.close());

describe('XLSX export of a version', () => {
  it('answers DUERP_v1.xlsx with the inventory, the actions and the summary', async () => {
    const res = await t.app.inject({ url: url('xlsx'), headers: vip.auth });
    expect(res.statusCode).toBe(200);
    // Rendered whole in the export thread, not streamed from the event loop: its length is known.
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="DUERP_v1.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Inventaire des risques',
      'Actions de prévention',
      'Synthèse',
    ]);

    const inventory = workbook.getWorksheet('Inventaire des risques')!;
    expect(inventory.getRow(1).values).toEqual([
      undefined,
      'Unité de travail',
      'Catégorie',
      'Code',
      'Risque',
      'Danger',
      'G',
      'F',
      'M',
      'Valeur',
      'Niveau',
      'Remarques',
    ]);
    expect(inventory.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(inventory.autoFilter).toBeTruthy();
    expect(inventory.pageSetup).toMatchObject({ orientation: 'landscape', fitToWidth: 1 });
    // r2: G 3, F 4, stored maîtrise 3 shown as 2; 3 × 4 × 0.75 = 9 → Critique.
    const r2 = inventory.getRow(3);
    expect(r2.getCell(4).value).toBe('Risque r2');
    expect([r2.getCell(6).value, r2.getCell(7).value, r2.getCell(8).value]).toEqual([3, 4, 2]);
    expect(r2.getCell(9).value).toBe(9);
    expect(r2.getCell(10).value).toBe('Critique');
    const red = BANDS_PRESENTATION.find((b) => b.status === 'RED')!;
    expect(r2.getCell(10).fill).toMatchObject({
      fgColor: { argb: `FF${red.color.slice(1).toUpperCase()}` },
    });

    const actions = workbook.getWorksheet('Actions de prévention')!;
    const action = actions.getRow(2);
    expect(action.getCell(2).value).toBe('Capotage des machines');
    expect(action.getCell(3).value).toBe('Risque r2');
    expect(action.getCell(5).value).toBe(2400);
    expect(action.getCell(6).value).toEqual(new Date('2027-03-15T00:00:00Z'));

    const summary = workbook.getWorksheet('Synthèse')!;
    const rows = summary.getSheetValues().map((r) => (Array.isArray(r) ? r.slice(1, 3) : []));
    expect(rows).toContainEqual(['Entreprise', 'Boulangerie Martin']);
    expect(rows).toContainEqual(['Risques', 2]);
  });
});

describe('DOCX export of a version', () => {
  it('answers DUERP_v1.docx with the parts of the PDF, styled and with repeated table headers', async () => {
    const res = await t.app.inject({ url: url('docx'), headers: vip.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="DUERP_v1.docx"');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = await zip.file('word/document.xml')!.async('string');
    const text = xml
      .replace(/<[^>]+>/g, '')
      .replace(/&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    for (const expected of [
      "Document unique d'évaluation des risques professionnels",
      'Boulangerie Martin',
      '1. Cadre réglementaire',
      "2. Méthode d'évaluation",
      "3. Synthèse de l'évaluation",
      '4. Évaluation des risques par unité de travail',
      'Unité de travail : Atelier',
      'Risque r2',
      'Capotage des machines',
      'Notes de version : Première version',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Claire Martin2\s400\s€15 mars 2027En cours/);
    expect(xml).toContain('<w:tblHeader/>');
    expect(xml).toContain('w:val="Corps"');
    const styles = await zip.file('word/styles.xml')!.async('string');
    expect(styles).toContain('w:styleId="Corps"');
    expect(text).not.toContain('Mesures existantes');
  });

  it('gives existing measures their column when a risk states them, as the PDF does, the proposed ones « En place » listed under the free text', async () => {
    const withMesures = await completeDocument(t, vip.auth);
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${withMesures.id}/update-risque`,
      headers: vip.auth,
      payload: {
        ...evaluation('r1', 'c1', 2, 3, 2),
        mesuresExistantes: 'Tapis absorbants',
        mesuresProposees: [
          mesureChoisie('m1', 'PROPX Poser un sol antidérapant', 'en-place'),
          mesureChoisie('m2', 'ABSENTX Nettoyer sans mouiller', 'pas-en-place'),
        ],
      },
    });
    const version = (await generate(t, vip.auth, withMesures.id)).json<{ id: string }>().id;
    const res = await t.app.inject({
      url: url('docx', withMesures.id, version),
      headers: vip.auth,
    });
    const zip = await JSZip.loadAsync(res.rawPayload);
    const text = (await zip.file('word/document.xml')!.async('string')).replace(/<[^>]+>/g, '');
    expect(text).toContain('Mesures existantes');
    expect(text).toContain('Tapis absorbants• PROPX Poser un sol antidérapant');
    expect(text).not.toContain('ABSENTX');
    const xlsx = await t.app.inject({
      url: url('xlsx', withMesures.id, version),
      headers: vip.auth,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    workbook
      .getWorksheet('Inventaire des risques')!
      .eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toContain('Tapis absorbants\n• PROPX Poser un sol antidérapant');
    expect(cells.join(' ')).not.toContain('ABSENTX');
  });
});

describe('texts XML cannot hold', () => {
  /** What Word pastes for Shift+Enter, controls and a non-character, in a stored version. */
  it('leaves every XML part of the XLSX and the DOCX of such a version well-formed', async () => {
    const version = (await generate(t, vip.auth, doc.id)).json<{ id: string }>().id;
    const [row] = await t.app.deps.db
      .select()
      .from(duerpVersions)
      .where(eq(duerpVersions.id, version));
    const data = structuredClone<DuerpData>(row!.dataSnapshot);
    data.entreprise!.nom = 'Boulangerie\u0001 Martin\uFFFE';
    const unit = data.unitesDeTravail[0]!;
    unit.displayName = 'Atelier\u001F';
    unit.risques[0]!.danger = 'Sol\u000Bglissant\uFFFF';
    unit.risques[0]!.displayName = 'Chute\uD800';
    unit.papripactActionsPreventives[0]!.responsable = 'Claire\u0001 Martin';
    await t.app.deps.db
      .update(duerpVersions)
      // As a version stored before migration 0018, without the gzip copy renders read.
      .set({
        dataSnapshot: data,
        snapshotGzip: null,
        notesDeVersion: 'Notes\u000Bde version\u0002',
      })
      .where(eq(duerpVersions.id, version));

    const files: Record<string, JSZip> = {};
    for (const format of ['xlsx', 'docx'] as const) {
      const res = await t.app.inject({ url: url(format, doc.id, version), headers: vip.auth });
      expect(res.statusCode).toBe(200);
      expect(await malformedXmlParts(res.rawPayload), format).toEqual([]);
      files[format] = await JSZip.loadAsync(res.rawPayload);
    }
    const core = await files.docx!.file('docProps/core.xml')!.async('string');
    expect(core).toContain('Boulangerie Martin');
    const strings = await files.xlsx!.file('xl/sharedStrings.xml')!.async('string');
    expect(strings).toContain('<t>Boulangerie Martin</t>');
    expect(strings).toContain('>Sol\nglissant</t>');
    // The stored version keeps its bytes.
    const [after] = await t.app.deps.db
      .select()
      .from(duerpVersions)
      .where(eq(duerpVersions.id, version));
    expect(after!.dataSnapshot.entreprise!.nom).toBe('Boulangerie\u0001 Martin\uFFFE');
  });

  it('writes a text that looks like a formula as a shared string, never as t="str"', async () => {
    const own = await completeDocument(t, vip.auth);
    await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${own.id}/update-risque`,
      headers: vip.auth,
      payload: { ...evaluation('r1', 'c1', 2, 3, 2), danger: '=1+1', remarques: '-2' },
    });
    const version = (await generate(t, vip.auth, own.id)).json<{ id: string }>().id;
    const res = await t.app.inject({ url: url('xlsx', own.id, version), headers: vip.auth });
    const zip = await JSZip.loadAsync(res.rawPayload);
    for (const sheet of zip.file(/^xl\/worksheets\/sheet\d+\.xml$/)) {
      expect(await sheet.async('string'), sheet.name).not.toContain('t="str"');
    }
    const strings = await zip.file('xl/sharedStrings.xml')!.async('string');
    expect(strings).toContain('<t>=1+1</t>');
    expect(strings).toContain('<t>-2</t>');
  });
});

describe('access to the exports', () => {
  it('refuses a demo access with 403, as for the full PDF', async () => {
    const free = await createAccount(t);
    const own = await completeDocument(t, free.auth);
    const version = (await generate(t, free.auth, own.id)).json<{ id: string }>().id;
    for (const format of ['xlsx', 'docx'] as const) {
      const res = await t.app.inject({ url: url(format, own.id, version), headers: free.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBe(FULL_PDF_FORBIDDEN);
    }
  });

  it("answers 404 for another user's version", async () => {
    const other = await createAccount(t, { isVip: true });
    const res = await t.app.inject({ url: url('xlsx'), headers: other.auth });
    expect(res.statusCode).toBe(404);
  });
});
