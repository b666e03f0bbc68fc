import type { FastifyReply } from 'fastify';
import type { IdempotentAnswer } from './idempotency.repository.js';

/** JSON answers larger than this (none of a route without `rereadAnswer` today) are not kept. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024;
/**
 * File answers (a PDF built for the request) larger than this are not kept: a copy then runs the
 * write again. Kept 24 hours like the others (retention), in base64 (a third more).
 */
export const MAX_KEPT_FILE_BYTES = 4 * 1024 * 1024;
/** The headers of a file answer that its copies get back with its bytes. */
const FILE_HEADERS = ['content-disposition', 'cache-control'];

export interface KeptAnswer {
  body: string;
  fileHeaders: Record<string, string> | null;
}

/**
 * An answer as it can be kept: empty, JSON (a string, or the document's buffer), or a file whole
 * in memory (a buffer of another type) with its headers; null when it cannot be (too large, or
 * streamed).
 */
export function keptAnswer(payload: unknown, reply: FastifyReply): KeptAnswer | null {
  if (payload === undefined || payload === null || payload === '') {
    return { body: '', fileHeaders: null };
  }
  const contentType = String(reply.getHeader('content-type') ?? '');
  if (!contentType.startsWith('application/json')) {
    if (!Buffer.isBuffer(payload) || payload.length > MAX_KEPT_FILE_BYTES) return null;
    const fileHeaders: Record<string, string> = {};
    for (const name of FILE_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) fileHeaders[name] = String(value);
    }
    return { body: payload.toString('base64'), fileHeaders };
  }
  const length =
    typeof payload === 'string'
      ? payload.length
      : Buffer.isBuffer(payload)
        ? payload.length
        : Infinity;
  if (length > MAX_KEPT_BYTES) return null;
  const body = typeof payload === 'string' ? payload : (payload as Buffer).toString('utf8');
  return { body, fileHeaders: null };
}

/** The kept body to send again: a file's bytes with its headers, else the text as kept. */
export function replayedBody(kept: IdempotentAnswer, reply: FastifyReply): string | Buffer {
  if (!kept.fileHeaders) return kept.body;
  for (const [name, value] of Object.entries(kept.fileHeaders)) reply.header(name, value);
  return Buffer.from(kept.body, 'base64');
}
