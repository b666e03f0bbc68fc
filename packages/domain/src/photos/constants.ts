import { formatUpToOneDecimal } from '../text/numbers.js';
/** Largest upload, in bytes (read as a stream and cut there). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Photos one risk (or one action) may hold. */
export const PHOTOS_PER_ITEM_MAX = 20;
/** Longest side of a stored photo, in pixels (the browser resizes to it; the server too). */
export const PHOTO_MAX_EDGE_PX = 1600;
/** Longest side of a thumbnail, in pixels. */
export const PHOTO_THUMBNAIL_EDGE_PX = 320;
/** Bytes of live photos an espace may hold unless the operator sets another figure. */
export const PHOTO_QUOTA_DEFAULT_BYTES = 500 * 1024 * 1024;
/** Longest caption, in characters. */
export const PHOTO_CAPTION_MAX = 300;
/** The image types accepted (sniffed from the bytes, not trusted from the header). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];

/** « 10 Mo », « 500 Mo », « 1,5 Go »: binary units, as the limits are set. */
export function formatMegabytes(bytes: number): string {
  const mo = bytes / (1024 * 1024);
  if (mo >= 1024) return `${formatUpToOneDecimal(mo / 1024)} Go`;
  return `${formatUpToOneDecimal(mo)} Mo`;
}
