import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENIBILITE_TEXTS, type DuerpData } from '@duerp/domain/duerp';
import { pdfFixture, pdfInput, poppler } from '../../../../test/helpers/pdf.js';
import { PDF_EDITIONS, type DuerpPdfInput, type VersionHistoryEntry } from './pdf-context.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';

let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  pdfs = await poppler();
});
afterAll(() => pdfs.cleanup());

const ANNEX_TITLE = 'Annexe — Facteurs de risques professionnels (article R4121-1-1)';
const NONE_DECLARED = "Aucune exposition au-delà des seuils n'a été déclarée.";

/** The PDF tests' fixture with 60 employees and no pénibilité entered in any unit. */
function sixtyEmployees(): DuerpData {
  const data = pdfFixture();
  data.entreprise = { ...data.entreprise!, nombreEmployes: 60 };
  return data;
}

const history: VersionHistoryEntry[] = [
  {
    versionNumber: 4,
    creationTime: '2026-03-12T10:00:00Z',
    notesDeVersion: '',
    dateConsultationCse: null,
    avisCse: null,
    commentaires: null,
    dateEnvoiSpst: null,
  },
];

const text = async (input: DuerpPdfInput) =>
  (await pdfs.pages(await renderDuerpPdf(input))).join('\n').replace(/\s+/g, ' ');
const sha256 = async (input: DuerpPdfInput) =>
  createHash('sha256')
    .update(await renderDuerpPdf(input))
    .digest('hex');

describe('the R4121-1-1 annex in every new version (issue 24)', () => {
  it('prints the annex of a 60-employee DUERP with nothing entered, listed in the contents, saying that no exposure was declared', async () => {
    const edition = PDF_EDITIONS.withPenibiliteAnnex;
    for (const variant of ['full', 'demo'] as const) {
      const all = await text(pdfInput(sixtyEmployees(), { pdfEdition: edition, history, variant }));
      // In the contents, as the annex's title and in its pages' running header.
      expect(all.split(ANNEX_TITLE).length).toBeGreaterThanOrEqual(3);
      const annex = all.slice(all.lastIndexOf(ANNEX_TITLE));
      expect(annex).toContain(NONE_DECLARED);
      expect(annex).toContain(
        "Proportions calculées sur l'effectif de l'entreprise : 60 salariés.",
      );
    }
    expect(PENIBILITE_TEXTS.noneDeclared).toBe(NONE_DECLARED);
  });

  it('prints the declared exposures in a new version as before, without the empty-state sentence', async () => {
    const data = sixtyEmployees();
    data.unitesDeTravail[0]!.expositionsPenibilite = [
      { idFacteur: 'bruit', nombreExposes: 6, situations: 'Scie circulaire' },
    ];
    const all = await text(pdfInput(data, { pdfEdition: PDF_EDITIONS.withPenibiliteAnnex }));
    expect(all).toContain('Atelier de menuiserie : 6 (Scie circulaire) 6 10 %');
    expect(all).not.toContain(NONE_DECLARED);
  });

  it('renders the versions of earlier editions with the same bytes as before', async () => {
    const emptySection = sixtyEmployees();
    emptySection.unitesDeTravail[0]!.expositionsPenibilite = [];
    const { beforeHistory, withHistory } = PDF_EDITIONS;
    // SHA-256 of these PDFs rendered by the code before the annex was always printed.
    const before: [DuerpPdfInput, string][] = [
      [
        pdfInput(sixtyEmployees(), { pdfEdition: beforeHistory }),
        '70d8c49b3d77469e18174183be84564d204241dd235a12ab72ef52dfc3104c4a',
      ],
      [
        pdfInput(sixtyEmployees(), { pdfEdition: withHistory, history }),
        'de8984cb375bef0944ca4eb13823667b72e5249a3ead7d164223ad723da53996',
      ],
      [
        pdfInput(sixtyEmployees(), { pdfEdition: withHistory, history, variant: 'demo' }),
        '71a52b00723da4906e970887798015eac462871d0979c8ee2386f56995a2702d',
      ],
      [
        pdfInput(emptySection, { pdfEdition: withHistory, history }),
        'd6cfb35c3412bf40dbe0d024a80d874b7d3558be6ed6fdef3c656f1b04abe3a4',
      ],
    ];
    for (const [input, sha] of before) expect(await sha256(input)).toBe(sha);
    expect(await text(before[1]![0])).not.toContain('Annexe — Facteurs');
  });
});
