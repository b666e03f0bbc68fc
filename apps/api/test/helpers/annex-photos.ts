import { readFileSync } from 'node:fs';
import type { AnnexPhoto } from '../../src/modules/publishing/pdf/photo-annex.js';

/** Images of test/fixtures/photos: JPEG landscape 800×600 and portrait 600×900, PNG 640×360 (what the API stores: it turns a WebP into a JPEG). */
export const PHOTO_FIXTURES = {
  paysage: { file: 'paysage.jpg', mimeType: 'image/jpeg' },
  portrait: { file: 'portrait.jpg', mimeType: 'image/jpeg' },
  panorama: { file: 'panorama.png', mimeType: 'image/png' },
} as const;

export function photoBytes(name: keyof typeof PHOTO_FIXTURES): Buffer {
  return readFileSync(new URL(`../fixtures/photos/${PHOTO_FIXTURES[name].file}`, import.meta.url));
}

/** An annex photo of the PDF fixture (test/helpers/pdf.ts): on a risk of unit u1 unless told. */
export function annexPhoto(
  name: keyof typeof PHOTO_FIXTURES,
  overrides: Partial<AnnexPhoto> = {},
): AnnexPhoto {
  return {
    idUniteDeTravail: 'u1',
    idRisque: 'a',
    idAction: null,
    legende: '',
    creationTime: '2026-03-02T09:30:00Z',
    mimeType: PHOTO_FIXTURES[name].mimeType,
    data: photoBytes(name),
    ...overrides,
  };
}
