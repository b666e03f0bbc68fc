import { encode } from 'uqr';
import type { PdfWriter } from './engine/index.js';
import { COLORS } from './pdf-theme.js';

/**
 * A QR code drawn as vector squares (one rectangle per run of dark modules in a row), `size`
 * points wide, quiet zone included: sharp at any print size, and the same bytes every render.
 */
export function drawQrCode(w: PdfWriter, text: string, x: number, y: number, size: number): void {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const module = size / data.length;
  w.rect(x, y, size, size, COLORS.white);
  data.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c += 1;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c += 1;
      // A hair wider than the module so that no seam shows between adjacent runs.
      w.rect(
        x + start * module,
        y + r * module,
        (c - start) * module + 0.05,
        module + 0.05,
        '#000000',
      );
    }
  });
}
