import type { FastifyReply } from 'fastify';
import type { Bandwidth } from './bandwidth.js';
import { slicedStream } from './sliced-stream.js';

/** A private download: its type, the name the browser saves it under, and never cached. */
export function asAttachment(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store');
}

interface FileAnswer {
  type: string;
  fileName: string;
  bytes: Buffer;
  /** A large file (a PDF) goes in slices that share the process's download rate. */
  bandwidth?: Bandwidth;
}

/** A whole file as a private download with its length (the browser shows the progress). */
export function sendFile(
  reply: FastifyReply,
  { type, fileName, bytes, bandwidth }: FileAnswer,
): FastifyReply {
  return asAttachment(reply, type, fileName)
    .header('Content-Length', bytes.length)
    .send(bandwidth ? slicedStream(bytes, { bandwidth }) : bytes);
}
