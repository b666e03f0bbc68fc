import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  PHOTO_MAX_EDGE_PX,
  PHOTO_MESSAGES as M,
  PHOTO_MIME_TYPES,
  PHOTO_THUMBNAIL_EDGE_PX,
  type PhotoMimeType,
} from '@duerp/domain/photos';
import { badRequest } from '../../../errors.js';

/**
 * Most pixels an uploaded image may declare (a 48 Mpx phone photo passes). Checked by libvips from
 * the header, before anything is decoded: a small file claiming a huge image costs nothing.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Images re-encoded at once by this process; the others wait (bounds the memory of a burst). */
const MAX_CONCURRENT_ENCODINGS = 2;

// libvips' operation cache would keep decoded images around: every upload is a different image.
sharp.cache(false);

const LABELS: Record<PhotoMimeType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** The image type by its first bytes (magic numbers), whatever the request says. */
export function sniffImageType(bytes: Buffer): PhotoMimeType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

/** The declared type of an upload (Content-Type without its parameters), if it is one we take. */
export function declaredImageType(header: string | undefined): PhotoMimeType {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  const known = PHOTO_MIME_TYPES.find((t) => t === type);
  if (!known) throw badRequest(M.badType);
  return known;
}

export interface ProcessedImage {
  mimeType: PhotoMimeType;
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  sha256: string;
}

let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_ENCODINGS) await new Promise<void>((r) => waiting.push(r));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** What libvips' refusal means for the person who sent the file. */
function refusal(error: unknown) {
  const text = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(text)) {
    return badRequest(M.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000));
  }
  return badRequest(M.unreadable);
}

/**
 * The uploaded bytes checked and re-encoded: the type sniffed from the content must be the one
 * declared; the image is decoded (refused if truncated or corrupt), turned upright from its EXIF
 * orientation, brought within PHOTO_MAX_EDGE_PX and encoded again, which drops every metadata
 * (EXIF, GPS, XMP, ICC, comments). JPEG and PNG keep their type; WebP becomes JPEG, which the
 * PDF and DOCX renderers read. The thumbnail is a JPEG of PHOTO_THUMBNAIL_EDGE_PX.
 */
export async function processImage(
  bytes: Buffer,
  declared: PhotoMimeType,
): Promise<ProcessedImage> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw badRequest(M.badType);
  if (sniffed !== declared) throw badRequest(M.typeMismatch(LABELS[sniffed], LABELS[declared]));
  const mimeType: PhotoMimeType = sniffed === 'image/png' ? 'image/png' : 'image/jpeg';
  return inTurn(async () => {
    try {
      const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: PHOTO_MAX_EDGE_PX,
          height: PHOTO_MAX_EDGE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        });
      const encoded =
        mimeType === 'image/png'
          ? upright.png({ compressionLevel: 6 })
          : upright.flatten({ background: '#ffffff' }).jpeg({ quality: 82 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      const thumbnail = await sharp(data)
        .resize({
          width: PHOTO_THUMBNAIL_EDGE_PX,
          height: PHOTO_THUMBNAIL_EDGE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 75 })
        .toBuffer();
      return {
        mimeType,
        data,
        thumbnail,
        width: info.width,
        height: info.height,
        sha256: createHash('sha256').update(data).digest('hex'),
      };
    } catch (error) {
      throw refusal(error);
    }
  });
}
