import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';

const run = promisify(execFile);

/** The text of the QR code on a page of a PDF, read from its pixels as a phone would (or null). */
export async function readQrCode(pdf: Buffer, page = 1): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), 'duerp-qr-'));
  try {
    await writeFile(join(dir, 'doc.pdf'), pdf);
    const p = String(page);
    await run('pdftoppm', [
      '-r',
      '150',
      '-f',
      p,
      '-l',
      p,
      '-singlefile',
      join(dir, 'doc.pdf'),
      join(dir, 'page'),
    ]);
    const ppm = await readFile(join(dir, 'page.ppm'));
    // P6: "P6\n<width> <height>\n<max>\n" then RGB bytes.
    const header = /^P6\s+(\d+)\s+(\d+)\s+\d+\s/.exec(ppm.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('pdftoppm: image PPM attendue');
    const offset = header[0].length;
    const w = Number(header[1]);
    const h = Number(header[2]);
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let i = 0; i < w * h; i++) {
      rgba[i * 4] = ppm[offset + i * 3]!;
      rgba[i * 4 + 1] = ppm[offset + i * 3 + 1]!;
      rgba[i * 4 + 2] = ppm[offset + i * 3 + 2]!;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, w, h)?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
