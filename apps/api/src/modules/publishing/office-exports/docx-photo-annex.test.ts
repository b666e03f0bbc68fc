import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { pdfFixture, pdfInput } from '../../../../test/helpers/pdf.js';
import { annexPhoto, photoBytes } from '../../../../test/helpers/annex-photos.js';
import { renderDocx } from './docx-export.js';

const kinds = ['paysage', 'portrait', 'panorama'] as const;
const photos = () =>
  Array.from({ length: 6 }, (_, i) =>
    annexPhoto(kinds[i % 3] ?? 'paysage', {
      legende: `Légende <numéro> ${i + 1} & co`,
      ...(i === 2 ? { idRisque: null, idAction: 'x2' } : {}),
    }),
  );

async function parts(docx: Buffer) {
  const zip = await JSZip.loadAsync(docx);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  const media = await Promise.all(
    Object.keys(zip.files)
      .filter((name) => name.startsWith('word/media/'))
      .map(async (name) => ({ name, bytes: await zip.file(name)?.async('nodebuffer') })),
  );
  return { xml, media };
}

describe('the "Annexe photographique" in the DOCX (issue 27)', () => {
  it('ends the document with the photos as they are stored, their labels, in tables of four', async () => {
    const { xml, media } = await parts(
      await renderDocx({ ...pdfInput(pdfFixture()), photos: photos() }),
    );
    expect(xml).toContain('Annexe photographique');
    expect(xml.indexOf('Annexe photographique')).toBeGreaterThan(xml.indexOf('Capoter la scie'));
    expect(xml.split('<w:drawing>')).toHaveLength(7);
    expect(xml.split('Photo du 2 mars 2026')).toHaveLength(7);
    expect(xml).toContain('Légende &lt;numéro&gt; 1 &amp; co');
    expect(xml).toContain('Action : Capoter la scie circulaire');
    expect(xml).toContain('Risque : RQA');
    // Six photos: two tables, the second on a new page.
    expect(xml.split('<w:pageBreakBefore/>').length - 1).toBe(1);
    // The images are the stored bytes, not re-encoded.
    for (const kind of kinds) {
      expect(media.some((m) => m.bytes?.equals(photoBytes(kind)))).toBe(true);
    }
  });

  it('has no annex nor image without photos', async () => {
    const { xml, media } = await parts(await renderDocx({ ...pdfInput(pdfFixture()), photos: [] }));
    expect(xml).not.toContain('Annexe photographique');
    expect(media).toHaveLength(0);
  });
});
