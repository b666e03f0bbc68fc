import type { FastifyReply } from 'fastify';
import type { PhotoBytes } from './photos.repository.js';

/** A photo's bytes never change (a new photo is a new id): cached for good, by the browser only. */
export function sendPhotoBytes(reply: FastifyReply, photo: PhotoBytes) {
  return reply
    .type(photo.mimeType)
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Content-Length', photo.bytes.length)
    .send(photo.bytes);
}
