/** The DUERP PDF's demonstration variant, and the same PDF rendered in the worker pool. */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { reverseDemoText } from '@duerp/domain/document-view';
import { pdfFixture, pdfInput, usePoppler } from '../../../../test/helpers/pdf.js';
import { closePdfPool, renderPdfInWorker } from './pdf-pool.js';
import { renderDuerpPdf } from './render-duerp-pdf.js';

const pdfs = usePoppler();
afterAll(() => closePdfPool());

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the demonstration variant', () => {
  it('has the watermark on every page and reversed free texts; the full PDF has neither', async () => {
    const demo = await renderDuerpPdf(pdfInput(pdfFixture(), { variant: 'demo' }));
    const raw = await pdfs.pages(demo, '-raw');
    raw.forEach((page) => expect(page.replace(/\s+/g, '')).toContain('DÉMONSTRATION'));
    const text = flat(raw.join('\n'));
    for (const original of [
      'RQG Écrasement du pied',
      'Atelier de menuiserie',
      'Chutes de plain-pied et de hauteur',
      'Accès aux étagères hautes.',
      'Capoter la scie circulaire',
    ]) {
      expect(text).not.toContain(original);
      expect(text).toContain(reverseDemoText(original));
    }
    expect(text).toContain('Menuiserie Lefèvre & Fils');

    const full = await pdfs.pages(await renderDuerpPdf(pdfInput(pdfFixture())), '-raw');
    const fullText = full.join('\n');
    expect(fullText.replace(/\s+/g, '')).not.toContain('DÉMONSTRATION');
    expect(fullText.toLowerCase()).not.toContain('démonstration');
    expect(fullText).not.toContain(reverseDemoText('Atelier de menuiserie'));
  });
});

describe('rendering in the worker pool', () => {
  it('gives the same bytes as a direct render, for concurrent jobs', async () => {
    const input = pdfInput(pdfFixture(), { variant: 'demo' });
    const direct = await renderDuerpPdf(input);
    const pooled = await Promise.all([
      renderPdfInWorker(input),
      renderPdfInWorker(input),
      renderPdfInWorker(input),
    ]);
    for (const pdf of pooled) expect(pdf.equals(direct)).toBe(true);
  });

  it.runIf(process.platform === 'linux')(
    'renders at a lower CPU priority than the API threads',
    async () => {
      await renderPdfInWorker(pdfInput(pdfFixture(), { variant: 'demo' }));
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (pdf-worker.ts sets 10).
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
      const nices = readdirSync('/proc/self/task').map(niceOf);
      expect(nices.filter((n) => n === 10).length).toBeGreaterThanOrEqual(1);
      expect(niceOf(String(process.pid))).toBe(0);
    },
  );
});
