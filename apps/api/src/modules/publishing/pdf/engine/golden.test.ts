import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfFixture, pdfInput, poppler } from '../../../../../test/helpers/pdf.js';
import type { DuerpPdfInput } from '../pdf-context.js';
import { renderDuerpPdf } from '../render-duerp-pdf.js';

/*
 * The engine's golden test (README.md): a reference DUERP, its text as pdftotext lays it out
 * (-layout: line breaks, columns and alignment count) and its page count, against
 * golden/reference.txt. A pdfkit or font change that moves a glyph, a line break or a page
 * shows here as a diff. To accept a deliberate change, regenerate and review it in git:
 *   UPDATE_GOLDEN=1 npx vitest run apps/api/src/modules/publishing/pdf/engine/golden.test.ts
 */
const GOLDEN = fileURLToPath(new URL('./golden/reference.txt', import.meta.url));
const GOLDEN_SHA256 = fileURLToPath(new URL('./golden/reference.sha256', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** The fixture of the PDF tests, with a version history and a verification code (QR code). */
const REFERENCE: DuerpPdfInput = pdfInput(pdfFixture(), {
  history: [
    {
      versionNumber: 3,
      creationTime: '2025-03-10T09:00:00Z',
      notesDeVersion: 'Mise à jour annuelle.',
      dateConsultationCse: '2025-03-20',
      avisCse: 'favorable',
      commentaires: 'Aucune réserve.',
      dateEnvoiSpst: '2025-03-24',
    },
    {
      versionNumber: 4,
      creationTime: '2026-03-12T10:00:00Z',
      notesDeVersion: 'Mise à jour annuelle après la réorganisation de l’atelier.',
      dateConsultationCse: null,
      avisCse: null,
      commentaires: null,
      dateEnvoiSpst: null,
    },
  ],
  verification: { code: 'K3M9P2XQ7T', url: 'https://duerp.exemple.fr/verifier/K3M9P2XQ7T' },
});

const PAGE_HEADER = /^=+ Page (\d+) \/ (\d+) =+$/gm;

/** Pages as the golden file holds them: a header line before each, no trailing spaces. */
function goldenText(pages: string[]): string {
  return pages
    .map((page, i) => {
      const header = `===== Page ${i + 1} / ${pages.length} =====`;
      return `${header}\n${page.replace(/[ \t]+$/gm, '').replace(/\n+$/, '')}\n`;
    })
    .join('');
}

let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  pdfs = await poppler();
});
afterAll(async () => {
  await pdfs.cleanup();
});

describe('the PDF engine against its golden reference', () => {
  it('renders the reference DUERP with the text and the page count of golden/reference.txt', async () => {
    const pdf = await renderDuerpPdf(REFERENCE);
    const actual = goldenText(await pdfs.pages(pdf));
    if (UPDATE) writeFileSync(GOLDEN, actual);
    expect(existsSync(GOLDEN), 'golden/reference.txt manque : UPDATE_GOLDEN=1 le crée').toBe(true);
    const golden = readFileSync(GOLDEN, 'utf8');

    const goldenPages = [...golden.matchAll(PAGE_HEADER)];
    // Both reported when both differ: the diff shows where the pages moved.
    expect.soft(Number((await pdfs.info(pdf)).Pages), 'nombre de pages').toBe(goldenPages.length);
    expect
      .soft(
        actual,
        'texte différent de golden/reference.txt (si le changement est voulu : UPDATE_GOLDEN=1, puis relire le diff)',
      )
      .toBe(golden);
  });

  /*
   * The bytes themselves (README.md, « Déterminisme »): a speed-up of the engine must not move
   * one. UPDATE_GOLDEN=1 rewrites golden/reference.sha256 too: a new edition of the PDF.
   */
  it('renders the reference DUERP, full and demo, to the bytes of golden/reference.sha256', async () => {
    const actual = [
      `full ${sha256(await renderDuerpPdf(REFERENCE))}`,
      `demo ${sha256(await renderDuerpPdf({ ...REFERENCE, variant: 'demo' }))}`,
    ].join('\n');
    if (UPDATE) writeFileSync(GOLDEN_SHA256, `${actual}\n`);
    expect(actual).toBe(readFileSync(GOLDEN_SHA256, 'utf8').trim());
  });

  it('renders the same bytes whatever the process rendered before (fonts parsed once)', async () => {
    const freshEngine = async () => {
      vi.resetModules();
      return (await import('../render-duerp-pdf.js')).renderDuerpPdf;
    };
    const alone = sha256(await (await freshEngine())(REFERENCE));
    const render = await freshEngine();
    // Other characters first: Greek, Cyrillic, symbols, an emoji, in every style of the tables.
    const other = pdfFixture({ risquesPerUnit: 30, longText: 'Ωμέγα Жук ✓ № ⚠ 👍 ½ ≤ → ∑ ﬁ' });
    await render(pdfInput(other));
    await render({ ...pdfInput(other), variant: 'demo' });
    expect(sha256(await render(REFERENCE))).toBe(alone);
  });
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
