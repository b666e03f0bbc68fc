/** Comments stay in the editor: no file of a version prints them. */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { completeDocument, generate } from '../../../../test/helpers/duerp.js';
import { poppler } from '../../../../test/helpers/pdf.js';

const t = useTestApp();

describe('comments in the files of a version', () => {
  it('never prints a comment in the PDF, the DOCX or the XLSX', async () => {
    const owner = await createAccount(t, { isVip: true });
    const doc = await completeDocument(t, owner.auth);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/duerp/${doc.id}/commentaires`,
      headers: owner.auth,
      payload: { cible: 'risque', idCible: 'r1', texte: 'COMMENTAIRE-SECRET-42' },
    });
    expect(comment.statusCode).toBe(200);
    const version = (await generate(t, owner.auth, doc.id)).json<{ id: string }>().id;
    const download = (suffix: string) =>
      t.app.inject({
        url: `/api/duerp/${doc.id}/versions/${version}/${suffix}`,
        headers: owner.auth,
      });
    const pdf = await download('download');
    expect(pdf.statusCode).toBe(200);
    const p = await poppler();
    try {
      const text = (await p.pages(pdf.rawPayload)).join('\n');
      expect(text).toContain('Risque r1');
      expect(text).not.toContain('COMMENTAIRE-SECRET');
    } finally {
      await p.cleanup();
    }
    const docx = await JSZip.loadAsync((await download('download-docx')).rawPayload);
    const docxXml = await docx.file('word/document.xml')!.async('string');
    expect(docxXml).toContain('Risque r1');
    expect(docxXml).not.toContain('COMMENTAIRE-SECRET');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download('download-xlsx')).rawPayload as unknown as ArrayBuffer,
    );
    const cells: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))),
    );
    expect(cells.join(' ')).toContain('Risque r1');
    expect(cells.join(' ')).not.toContain('COMMENTAIRE-SECRET');
  }, 60_000);
});
