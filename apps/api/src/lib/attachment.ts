import type { FastifyReply } from 'fastify';

/** A private download: its type, the name the browser saves it under, and never cached. */
export function asAttachment(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store');
}
