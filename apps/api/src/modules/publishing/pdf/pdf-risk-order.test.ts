/** The risk tables of the DUERP PDF follow the display options: grouping and sorting. */
import { afterAll, describe, expect, it } from 'vitest';
import type { DisplayOptions } from '@duerp/domain/duerp';
import {
  pdfFixture,
  pdfInput,
  riskTablePages as riskPages,
  usePoppler,
} from '../../../../test/helpers/pdf.js';
import { closePdfPool } from './pdf-pool.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';

const pdfs = usePoppler();
afterAll(() => closePdfPool());

const MARKERS = /RQ[A-G]/g;
/** The risk markers in the order the tables show them. */
async function riskOrder(options: Partial<DisplayOptions>): Promise<string> {
  const pages = riskPages(
    await pdfs.pages(await renderDuerpPdf(pdfInput(pdfFixture(), { options }))),
  );
  return (pages.join('\n').match(MARKERS) ?? []).join(' ');
}

describe('risk tables in the order of the display options', () => {
  it('group by unit and category, in the document order by default', async () => {
    expect(await riskOrder({})).toBe('RQA RQB RQC RQD RQE RQF RQG');
  });
  it('sort by code numeric-aware (1.2 before 1.10) inside each group', async () => {
    expect(await riskOrder({ sortBy: 'code' })).toBe('RQB RQA RQC RQD RQE RQF RQG');
  });
  it('sort by level descending, unevaluated last, inside each group', async () => {
    expect(await riskOrder({ sortBy: 'niveauDeRisqueValue' })).toBe('RQA RQB RQC RQD RQE RQF RQG');
    expect(
      await riskOrder({
        sortBy: 'niveauDeRisqueValue',
        shouldGroupByUnite: false,
        shouldGroupByCategorie: false,
      }),
    ).toBe('RQA RQB RQF RQC RQG RQE RQD');
  });
  it('sort the whole document by code without grouping, risks without code last', async () => {
    expect(
      await riskOrder({ sortBy: 'code', shouldGroupByUnite: false, shouldGroupByCategorie: false }),
    ).toBe('RQE RQB RQA RQC RQF RQG RQD');
  });
  it('merge categories of the same name across units when grouping by category only', async () => {
    expect(await riskOrder({ shouldGroupByUnite: false })).toBe('RQA RQB RQE RQC RQD RQF RQG');
  });
  it('show unit and category headings only when grouping by them, columns otherwise', async () => {
    const grouped = riskPages(await pdfs.pages(await renderDuerpPdf(pdfInput(pdfFixture())))).join(
      '\n',
    );
    expect(grouped.indexOf('Unité de travail : Atelier de menuiserie')).toBeLessThan(
      grouped.indexOf('Unité de travail : Réception des marchandises'),
    );
    expect(grouped).toMatch(/ 1\s+Chutes de plain-pied et de hauteur\s+1 risque/);
    const flatTable = riskPages(
      await pdfs.pages(
        await renderDuerpPdf(
          pdfInput(pdfFixture(), {
            options: { shouldGroupByUnite: false, shouldGroupByCategorie: false },
          }),
        ),
      ),
    ).join('\n');
    expect(flatTable).not.toContain('Unité de travail :');
    expect(flatTable).toMatch(/N°\s+Unité de travail\s+Catégorie\s+Risque/);
    expect(flatTable).toMatch(/1\.10\s+Atelier de\s+Chutes de\s+RQA Glissade/);
  });
});
