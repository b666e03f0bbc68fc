import { describe, expect, it } from 'vitest';
import { hasUnprintable, printableText, REPLACEMENT_MARK } from './printable.js';

/** A font with every glyph but the emoji block. */
const hasGlyph = (codePoint: number) => codePoint < 0x1f000;

describe('hasUnprintable', () => {
  it('finds nothing to replace in Latin text and common punctuation', () => {
    expect(hasUnprintable('Chute de plain-pied : sol glissant’ – 12 € « ok » œ…', hasGlyph)).toBe(
      false,
    );
    expect(hasUnprintable('', hasGlyph)).toBe(false);
  });

  it('finds a character the font lacks, beyond the BMP, after many printable ones', () => {
    const long = `${'Sol glissant’ €. '.repeat(10_000)}Fin 👍`;
    expect(hasUnprintable(long, hasGlyph)).toBe(true);
    expect(printableText('Fin 👍', hasGlyph, REPLACEMENT_MARK)).toBe(`Fin ${REPLACEMENT_MARK}`);
  });

  it('finds right-to-left scripts even when the font has their glyphs', () => {
    expect(hasUnprintable('Accueil مرحبا', () => true)).toBe(true);
    expect(hasUnprintable('Accueil שלום', () => true)).toBe(true);
  });

  it('ignores the invisible parts of emoji sequences, and astral characters the font has', () => {
    expect(hasUnprintable('a\u200db\ufe0fc\u{1f3fd}', hasGlyph)).toBe(false);
    expect(hasUnprintable('𝔸 ok', () => true)).toBe(false);
  });
});
