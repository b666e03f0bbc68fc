import { PHOTO_MAX_EDGE_PX } from '@duerp/domain/photos';
import { fitWithin } from './fit-within';

/** JPEG quality of the re-encoded photo: a 1,600 px photo weighs about 300–600 kB. */
const JPEG_QUALITY = 0.85;

export class UnreadableImageError extends Error {
  constructor() {
    super("Ce fichier n'est pas une image lisible : choisissez une photo JPEG, PNG ou WebP.");
    this.name = 'UnreadableImageError';
  }
}

/**
 * The photo as it is sent: decoded, turned upright, scaled to at most PHOTO_MAX_EDGE_PX on its
 * long side and re-encoded as JPEG by a canvas. A canvas keeps only pixels, so the EXIF of the
 * original (GPS position, device, date) is gone before anything leaves the device.
 */
export async function preparePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImageError();
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, PHOTO_MAX_EDGE_PX);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImageError();
    // A transparent PNG would turn black in a JPEG: white behind it, as on paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob) throw new UnreadableImageError();
    return blob;
  } finally {
    bitmap.close();
  }
}
