import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntrepriseSchema, type DuerpData, type Entreprise } from '@duerp/domain/duerp';
import { pdfFixture, pdfInput, poppler } from '../../../../test/helpers/pdf.js';
import { UNPRINTABLE_NOTICE } from './sections/cover.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';
import { PAGE } from './pdf-theme.js';

let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  pdfs = await poppler();
});
afterAll(async () => {
  await pdfs.cleanup();
});

/** The schema's maximum length of a company field. */
const maxOf = (field: keyof Entreprise) => {
  const max = (EntrepriseSchema.shape[field] as { maxLength?: number | null }).maxLength;
  if (!max) throw new Error(`pas de longueur maximale pour ${field}`);
  return max;
};

/** Words up to exactly `length` characters, starting with `${marker}DEBUT` and ending with `${marker}FIN`. */
function atMax(field: keyof Entreprise, marker: string): string {
  const length = maxOf(field);
  const end = ` ${marker}FIN`;
  let text = `${marker}DEBUT`;
  for (let i = 0; text.length + end.length < length; i++) text += ` mot${i}`;
  return `${text.slice(0, length - end.length).trimEnd()}${end}`;
}

function withEntreprise(change: Partial<Entreprise>): DuerpData {
  const data = pdfFixture();
  return { ...data, entreprise: { ...data.entreprise!, ...change } };
}

interface Word {
  page: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  text: string;
}

/** Every word of the pages before the contents, with the page's height. */
async function coverWords(pdf: Buffer): Promise<{ words: Word[]; heights: number[] }> {
  const pages = (await pdfs.bbox(pdf)).split('<page ').slice(1);
  const contents = pages.findIndex((p) => />Sommaire</.test(p));
  const words: Word[] = [];
  const heights: number[] = [];
  pages.slice(0, contents).forEach((page, index) => {
    heights.push(Number(/height="([\d.]+)"/.exec(page)?.[1]));
    for (const [, x0, y0, x1, y1, text] of page.matchAll(
      /xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
    )) {
      words.push({ page: index, x0: +x0!, y0: +y0!, x1: +x1!, y1: +y1!, text: text ?? '' });
    }
  });
  return { words, heights };
}

const overlap = (a: Word, b: Word) =>
  a.page === b.page &&
  a.x0 < b.x1 - 0.5 &&
  b.x0 < a.x1 - 0.5 &&
  a.y0 < b.y1 - 0.5 &&
  b.y0 < a.y1 - 0.5;

describe('the cover', () => {
  it.each([
    ['', {}],
    [
      ', with the verification code and its QR code',
      { verification: { code: 'K3M9P2XQ7T', url: 'https://duerp.exemple.fr/verifier/K3M9P2XQ7T' } },
    ],
  ] as const)(
    'prints every company field whole at its maximum length, before the contents, overlapping nothing%s',
    async (_, extra) => {
      const data = withEntreprise({
        nom: atMax('nom', 'NOM'),
        nomDeLEtablissement: atMax('nomDeLEtablissement', 'ETAB'),
        adresse: atMax('adresse', 'ADR'),
        secteurDActivite: atMax('secteurDActivite', 'SECT'),
        nomDuRepresentantLegal: atMax('nomDuRepresentantLegal', 'REPR'),
        isEtablissement: true,
      });
      const notesDeVersion = 'Notes de cette version NOTESFIN';
      const pdf = await renderDuerpPdf(pdfInput(data, { notesDeVersion, ...extra }));
      const { words, heights } = await coverWords(pdf);
      const text = words.map((w) => w.text).join(' ');
      for (const marker of ['NOM', 'ETAB', 'ADR', 'SECT', 'REPR']) {
        expect(text).toContain(`${marker}DEBUT`);
        expect(text, `${marker} imprimé en entier sur la couverture`).toContain(`${marker}FIN`);
      }
      for (const expected of ['Effectif', 'Représentant', 'Version', 'NOTESFIN', 'Empreinte']) {
        expect(text).toContain(expected);
      }
      expect(text).toContain('12 mars 2026');
      // In order: the representative before the version box, the fingerprint after it.
      expect(text.indexOf('REPRFIN')).toBeLessThan(text.indexOf('NOTESFIN'));
      for (const word of words) {
        expect(word.y1, `« ${word.text} » sous la page`).toBeLessThanOrEqual(heights[word.page]!);
      }
      for (let i = 0; i < words.length; i++) {
        for (let j = i + 1; j < words.length; j++) {
          const [a, b] = [words[i]!, words[j]!];
          expect(overlap(a, b), `« ${a.text} » chevauche « ${b.text} »`).toBe(false);
        }
      }
      if ('verification' in extra) {
        expect(text).toContain('K3M9P-2XQ7T');
        // The QR code (78 points, ending 62 points above the frame's bottom) has no word beside
        // it that reaches into it.
        const last = heights.length - 1;
        const qrLeft = PAGE.portrait.width - PAGE.portrait.margins.right - 78;
        const qrBottom = heights[last]! - PAGE.portrait.margins.bottom - 62;
        const beside = words.filter(
          (w) => w.page === last && w.y1 > qrBottom - 78 && w.y0 < qrBottom,
        );
        expect(beside.map((w) => w.text).join(' ')).toContain('Vérifier');
        for (const word of beside) {
          expect(word.x1, `« ${word.text} » sous le code QR`).toBeLessThan(qrLeft);
        }
      }
    },
  );

  it('keeps a short company on one cover page', async () => {
    const { heights } = await coverWords(await renderDuerpPdf(pdfInput(pdfFixture())));
    expect(heights).toHaveLength(1);
  });

  it('replaces what its fonts cannot print by a visible mark, and says so', async () => {
    const data = withEntreprise({
      nom: 'Café 👍🏽 مرحبا Fin',
      adresse: '1 rue ✓ שלום 👨‍👩‍👧 Lyon',
    });
    const pdf = await renderDuerpPdf(pdfInput(data));
    const cover = (await pdfs.pages(pdf, '-raw'))[0]!.replace(/\s+/g, ' ');
    expect(cover).toContain('Café \uFFFD \uFFFD Fin');
    expect(cover).toContain('1 rue ✓ \uFFFD \uFFFD Lyon');
    expect(cover).not.toMatch(/[\u0590-\u08ff]/);
    expect(cover).toContain(UNPRINTABLE_NOTICE.replace(/\s+/g, ' '));
  });

  it('says nothing about unprintable characters when there are none', async () => {
    const cover = (await pdfs.pages(await renderDuerpPdf(pdfInput(pdfFixture())), '-raw'))[0]!;
    expect(cover).not.toContain('Caractères non imprimables');
  });
});
