import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * Fonts: DejaVu Sans (npm package `dejavu-fonts-ttf`), embedded and subset in every PDF so accents,
 * « », œ and € render identically everywhere. Licence: Bitstream Vera Fonts licence with the
 * DejaVu changes in the public domain — free to use, embed and redistribute.
 */
const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  cond: 'DejaVuSansCondensed.ttf',
  condBold: 'DejaVuSansCondensed-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;
export const FONT_NAMES = Object.keys(FONT_FILES) as FontName[];

let fontBuffers: Map<FontName, Buffer> | null = null;

/** The font files, read once per process (or worker). */
export function loadFonts(): Map<FontName, Buffer> {
  if (!fontBuffers) {
    const require = createRequire(import.meta.url);
    const dir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontBuffers = new Map(
      FONT_NAMES.map((name) => [name, readFileSync(join(dir, FONT_FILES[name]))]),
    );
  }
  return fontBuffers;
}
