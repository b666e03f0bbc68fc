import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { keptAnswer, MAX_KEPT_FILE_BYTES } from './kept-answer.js';

/** The answer's headers as the hook reads them. */
const replyWith = (headers: Record<string, string>) =>
  ({ getHeader: (name: string) => headers[name] }) as unknown as FastifyReply;
const pdf = replyWith({
  'content-type': 'application/pdf',
  'content-disposition': 'attachment; filename="extrait.pdf"',
  'cache-control': 'private, no-store',
});

describe('a file answer kept for an Idempotency-Key', () => {
  it('is kept in base64 with its name and caching, up to the limit', () => {
    const bytes = Buffer.from('%PDF-1.7 …');
    expect(keptAnswer(bytes, pdf)).toEqual({
      body: bytes.toString('base64'),
      fileHeaders: {
        'content-disposition': 'attachment; filename="extrait.pdf"',
        'cache-control': 'private, no-store',
      },
    });
    expect(keptAnswer(Buffer.alloc(MAX_KEPT_FILE_BYTES), pdf)).not.toBeNull();
  });

  it('is not kept past the limit, nor when streamed: a copy then runs the write again', () => {
    expect(keptAnswer(Buffer.alloc(MAX_KEPT_FILE_BYTES + 1), pdf)).toBeNull();
    expect(keptAnswer(Readable.from([Buffer.from('x')]), pdf)).toBeNull();
  });

  it('keeps JSON as its text, without file headers', () => {
    const json = replyWith({ 'content-type': 'application/json; charset=utf-8' });
    expect(keptAnswer('{"id":"x"}', json)).toEqual({ body: '{"id":"x"}', fileHeaders: null });
    expect(keptAnswer(undefined, json)).toEqual({ body: '', fileHeaders: null });
  });
});
