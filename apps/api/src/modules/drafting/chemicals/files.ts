import { CHEMICAL_MESSAGES as M, type AttachmentMimeType } from '@duerp/domain/chemicals';
import { badRequest } from '../../../errors.js';
import { sniffImageType } from '../../documents/photos/index.js';

const PDF_MAGIC = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
/** Where a complete PDF's last `%%EOF` may sit from the end (trailing blank lines, padding). */
const EOF_WINDOW = 1024;

/** Whether the bytes begin as a PDF does, whatever the request's Content-Type says. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/**
 * The bytes of an uploaded sheet, checked: a PDF by its content (not its name nor its declared
 * type) and complete (its `%%EOF` near the end: a cut upload is refused, not kept half).
 */
export function checkedPdf(bytes: Buffer): Buffer {
  if (!isPdf(bytes)) throw badRequest(M.fdsNotPdf);
  if (bytes.subarray(-EOF_WINDOW).indexOf(PDF_END) < 0) throw badRequest(M.fdsTruncated);
  return bytes;
}

/** An attachment's type by its content: a complete PDF, or a JPEG or PNG picture. */
export function attachmentType(bytes: Buffer): AttachmentMimeType {
  if (isPdf(bytes)) {
    checkedPdf(bytes);
    return 'application/pdf';
  }
  const image = sniffImageType(bytes);
  if (image === 'image/jpeg' || image === 'image/png') return image;
  throw badRequest(M.attachmentBadType);
}

/** The declared type of an upload must be one we take; the content is checked apart. */
export function checkDeclaredType(
  header: string | undefined,
  accepted: readonly string[],
  message: string,
) {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (!accepted.includes(type)) throw badRequest(message);
}
