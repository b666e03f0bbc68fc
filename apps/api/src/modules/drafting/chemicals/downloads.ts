import type { FastifyReply } from 'fastify';
import { asAttachment } from '../../../lib/attachment.js';

/** A name safe in a Content-Disposition header: ASCII letters, digits, dots, dashes. */
export function headerFileName(name: string, extension: string): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|_+$/g, '')
    .slice(0, 80);
  return `${base || 'fichier'}.${extension}`;
}

/**
 * A stored file sent back as a download, never shown inline: a PDF or a picture uploaded by a
 * member cannot run anything in the application's origin (sandboxed, its type not sniffed).
 */
export function sendStoredFile(reply: FastifyReply, type: string, fileName: string, bytes: Buffer) {
  return asAttachment(reply, type, fileName)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('Content-Length', bytes.length)
    .send(bytes);
}
