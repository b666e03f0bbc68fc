import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFixture, pdfInput, poppler } from '../../../../test/helpers/pdf.js';
import { annexPhoto } from '../../../../test/helpers/annex-photos.js';
import { renderDocx } from './docx-export.js';

const run = promisify(execFile);

let dir: string;
let pdfs: Awaited<ReturnType<typeof poppler>>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'duerp-docx-'));
  pdfs = await poppler();
});
afterAll(async () => {
  await pdfs.cleanup();
  await rm(dir, { recursive: true, force: true });
});

/*
 * The Word export must open elsewhere than in our own tests' unzip: LibreOffice (Debian's
 * libreoffice-writer-nogui, installed by `npm test` with the other test tools) opens it headless
 * and converts it to PDF, whose text holds the document's parts.
 */
describe('DOCX export in LibreOffice', () => {
  it('opens in LibreOffice and converts to a PDF with its cover, risks, actions and photo annex', async () => {
    const docx = join(dir, 'DUERP_v4.docx');
    const photos = (['paysage', 'portrait', 'panorama', 'paysage', 'portrait'] as const).map(
      (kind, i) => annexPhoto(kind, { legende: `Photo de contrôle ${i + 1}` }),
    );
    await writeFile(
      docx,
      await renderDocx({ ...pdfInput(pdfFixture({ risquesPerUnit: 12 })), photos }),
    );
    await run(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        docx,
      ],
      { timeout: 170_000 },
    );
    const pdf = await readFile(join(dir, 'DUERP_v4.pdf'));
    const text = (await pdfs.pages(pdf, '-raw')).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Menuiserie Lefèvre & Fils');
    expect(text).toContain('Atelier de menuiserie');
    expect(text).toContain('RQA');
    expect(text).toContain('Programme annuel de prévention');
    const pages = await pdfs.pages(pdf, '-raw');
    const first = pages.findIndex((page) => page.includes('Annexe photographique'));
    expect(first).toBeGreaterThan(0);
    // Four photos on the annex's first page, the fifth on the next.
    expect(pages[first]?.split('Photo du 2 mars 2026')).toHaveLength(5);
    expect(pages[first + 1]).toContain('Photo de contrôle 5');
    const { stdout } = await run('pdfimages', ['-list', join(dir, 'DUERP_v4.pdf')]);
    expect(stdout.split('\n').filter((l) => / image /.test(l))).toHaveLength(5);
  }, 180_000);
});
