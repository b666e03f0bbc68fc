import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, UuidSchema } from '@duerp/domain';
import { badRequest } from '../../errors.js';
import { findIdempotentAnswer, storeIdempotentAnswer } from './idempotency.repository.js';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "L'en-tête Idempotency-Key doit être un identifiant UUID.",
  keyReused:
    'Cette clé Idempotency-Key a déjà servi pour une autre requête : utilisez-en une nouvelle.',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For a write that answers a whole resource with an `id` (a document: up to 3 MB): reads it as
     * it is now. Its answer is then not kept, only that id; sent again, the write is answered with
     * the resource re-read, which includes the write (and any later one).
     */
    rereadAnswer?: (request: FastifyRequest, id: string) => Promise<unknown>;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers larger than this (none of a route without `rereadAnswer` today) are not kept. */
const MAX_KEPT_BYTES = 16 * 1024 * 1024;

/** An answer's text when it can be kept: empty, or JSON (a string, or the document's buffer). */
function keptBody(payload: unknown, contentType: string): string | null {
  if (payload === undefined || payload === null || payload === '') return '';
  if (!contentType.startsWith('application/json')) return null;
  const length =
    typeof payload === 'string'
      ? payload.length
      : Buffer.isBuffer(payload)
        ? payload.length
        : Infinity;
  if (length > MAX_KEPT_BYTES) return null;
  return typeof payload === 'string' ? payload : (payload as Buffer).toString('utf8');
}

/** The id an answer names, for a route that can re-read it. */
function answeredId(payload: unknown): string | undefined {
  const id = (payload as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The write whose answer is to be kept (once it passed access and was not a replay): its key, and
 * the id of the resource it answered when its route re-reads it.
 */
const pending = new WeakMap<FastifyRequest, { key: string; rereadId?: string }>();

/**
 * A signed-in write sent with an Idempotency-Key (a UUID) is done once: its successful answer is
 * kept 24 hours (retention purges it) and a write sent again with the same key, by the same
 * account, gets that answer back (`Idempotent-Replayed: true`) instead of being done twice — the
 * offline queue resends a write whose answer the network lost. A document's answer is not kept
 * but re-read (`rereadAnswer`). Refusals are not kept: the write may be tried again. Registered in
 * each signed-in context, after its access check.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined || !WRITE_METHODS.has(request.method)) return;
    if (typeof header !== 'string' || !UuidSchema.safeParse(header).success)
      throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
    const key = header.toLowerCase();
    const kept = await findIdempotentAnswer(app.deps.db, request.accountId, key);
    if (!kept) {
      pending.set(request, { key });
      return;
    }
    if (kept.method !== request.method || kept.url !== request.url)
      throw badRequest(IDEMPOTENCY_MESSAGES.keyReused);
    const reread = request.routeOptions.config.rereadAnswer;
    // Same method and URL: the same route, which re-read its answer the first time.
    const answer = kept.rereadId && reread ? await reread(request, kept.rereadId) : kept.body;
    reply.code(kept.statusCode).header('Idempotent-Replayed', 'true');
    if (kept.contentType) reply.header('Content-Type', kept.contentType);
    return reply.send(answer);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const write = pending.get(request);
    if (write && request.routeOptions.config.rereadAnswer) write.rereadId = answeredId(payload);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const write = pending.get(request);
    if (write === undefined) return payload;
    pending.delete(request);
    const contentType = String(reply.getHeader('content-type') ?? '');
    const body = write.rereadId ? '' : keptBody(payload, contentType);
    if (reply.statusCode < 200 || reply.statusCode >= 300 || body === null) return payload;
    await storeIdempotentAnswer(app.deps.db, {
      accountId: request.accountId,
      key: write.key,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      contentType: contentType || null,
      body,
      rereadId: write.rereadId ?? null,
    }).catch((error: unknown) =>
      request.log.warn({ err: error }, 'réponse idempotente non gardée'),
    );
    return payload;
  });
}
