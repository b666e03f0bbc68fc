import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFixture, pdfInput, poppler } from '../../../../test/helpers/pdf.js';
import { annexPhoto } from '../../../../test/helpers/annex-photos.js';
import { closePdfPool, renderPdfInWorker } from './pdf-pool.js';
import type { AnnexPhoto } from './photo-annex.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';

const run = promisify(execFile);
let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  pdfs = await poppler();
});
afterAll(async () => {
  await pdfs.cleanup();
  await closePdfPool();
});

const TITLE = 'Annexe photographique';
const LONG_CAPTION =
  'Passage encombré entre la scie à format et le stock de panneaux : les chutes de bois ' +
  'restent au sol en fin de journée, le balai est rangé trop loin et la lumière du soir ' +
  'éblouit le poste. À revoir avec le responsable d’atelier lors de la prochaine réunion, ' +
  'photo prise depuis la porte du fond, côté quai de chargement, vers le poste de débit.';

/** Ten photos of the fixture: the three kinds, on risks and actions, short and long captions. */
function tenPhotos(): AnnexPhoto[] {
  const kinds = ['paysage', 'portrait', 'panorama'] as const;
  return Array.from({ length: 10 }, (_, i) =>
    annexPhoto(kinds[i % 3] ?? 'paysage', {
      legende: i === 1 ? LONG_CAPTION : `Légende numéro ${i + 1}`,
      ...(i === 2 ? { idRisque: null, idAction: 'x2' } : {}),
      ...(i === 5 ? { idUniteDeTravail: 'u2', idRisque: 'g' } : {}),
      creationTime: '2026-03-02T09:30:00Z',
    }),
  );
}

/** pdfimages -list: one row per image drawn, with its page and encoding. */
async function imageList(pdf: Buffer): Promise<{ page: number; enc: string }[]> {
  const dir = await mkdtemp(join(tmpdir(), 'duerp-annex-'));
  try {
    const file = join(dir, 'a.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((l) => l.trim())
      .map((l) => l.trim().split(/\s+/))
      .filter((cols) => cols[2] === 'image')
      .map((cols) => ({ page: Number(cols[0]), enc: cols[8] ?? '' }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the "Annexe photographique" (issue 27)', () => {
  it('ends the full PDF with the photos four a page, each with its unit, risk or action, caption and date', async () => {
    const data = pdfFixture();
    const without = await renderDuerpPdf(pdfInput(data));
    const withAnnex = await renderDuerpPdf(pdfInput(data, { photos: tenPhotos() }));
    const before = Number((await pdfs.info(without)).Pages);
    const pages = await pdfs.pages(withAnnex);
    // 10 photos: three pages more (4 + 4 + 2).
    expect(pages).toHaveLength(before + 3);
    const annex = pages.slice(before).map((p) => p.replace(/\s+/g, ' '));
    expect(annex[0]).toContain(TITLE);
    // Listed in the contents.
    expect(pages.slice(1, 3).join(' ')).toContain(TITLE);
    const count = (text: string, s: string) => text.split(s).length - 1;
    expect(annex.map((p) => count(p, 'Photo du 2 mars 2026'))).toEqual([4, 4, 2]);
    expect(annex[0]).toContain('Atelier de menuiserie');
    expect(annex[0]).toContain('Risque : RQA');
    expect(annex[0]).toContain('Action : Capoter la scie circulaire');
    expect(annex[1]).toContain('Réception des marchandises');
    expect(annex[1]).toContain('Risque : RQG Écrasement du pied');
    for (const n of [1, 3, 4, 10]) expect(annex.join(' ')).toContain(`Légende numéro ${n}`);
    // The long caption wrapped, whole, inside its column.
    expect(annex[0]).toContain('Passage encombré');
    expect(annex[0]).toContain('vers le poste de débit.');
    const images = await imageList(withAnnex);
    expect(images.map((i) => i.page)).toEqual(
      [0, 0, 0, 0, 1, 1, 1, 1, 2, 2].map((k) => before + 1 + k),
    );
    // The JPEGs embedded as they are (DCT), the PNGs decoded and recompressed.
    expect(images.filter((i) => i.enc === 'jpeg')).toHaveLength(7);
  });

  it('is never in the demo, and a version without photos prints byte for byte as without the option', async () => {
    const data = pdfFixture();
    const demo = await renderDuerpPdf(pdfInput(data, { variant: 'demo', photos: tenPhotos() }));
    const plainDemo = await renderDuerpPdf(pdfInput(data, { variant: 'demo' }));
    expect(demo.equals(plainDemo)).toBe(true);
    expect((await pdfs.pages(demo)).join(' ')).not.toContain(TITLE);
    const empty = await renderDuerpPdf(pdfInput(data, { photos: [] }));
    expect(empty.equals(await renderDuerpPdf(pdfInput(data)))).toBe(true);
  });

  it('cuts a subject or caption too long for its cell with an ellipsis, never over the next photo', async () => {
    const data = pdfFixture();
    const long = `${'Très longue description de la mesure '.repeat(20)}FIN-ACTION`;
    const unit = data.unitesDeTravail[0];
    if (unit?.papripactActionsPreventives[0])
      unit.papripactActionsPreventives[0].descriptionDeLaMesure = long;
    const idAction = unit?.papripactActionsPreventives[0]?.idAction ?? '';
    const photos = [
      annexPhoto('paysage', {
        idRisque: null,
        idAction,
        legende: `${LONG_CAPTION} ${LONG_CAPTION}`,
      }),
      annexPhoto('portrait', { legende: 'Seconde photo' }),
    ];
    const pdf = await renderDuerpPdf(pdfInput(data, { photos }));
    const last = (await pdfs.pages(pdf)).at(-1)?.replace(/\s+/g, ' ') ?? '';
    expect(last).toContain('Action : Très longue description');
    expect(last).not.toContain('FIN-ACTION');
    expect(last).toContain('…');
    expect(last).toContain('Seconde photo');
    expect(last.split('Photo du 2 mars 2026')).toHaveLength(3);
  });

  it('renders in the worker pool with the photos transferred, not copied: the same bytes as on the thread', async () => {
    const data = pdfFixture();
    const input = pdfInput(data, { photos: tenPhotos() });
    const direct = await renderDuerpPdf(pdfInput(data, { photos: tenPhotos() }));
    const photos = input.photos ?? [];
    // A photo in a buffer of its own is moved to the worker (detached here)…
    const owned = photos[0];
    if (owned) owned.data = new Uint8Array(owned.data);
    const slice = photos[1];
    if (slice) slice.data = Buffer.concat([Buffer.alloc(1), slice.data]).subarray(1);
    const inWorker = await renderPdfInWorker(input);
    expect(inWorker.equals(direct)).toBe(true);
    expect(owned?.data.byteLength).toBe(0);
    // …a view into a larger buffer (a Buffer of Node's pool) is copied: the buffer stays usable.
    expect(photos[1]?.data.byteLength).toBeGreaterThan(0);
  });
});
