import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { findIdempotentAnswer, storeIdempotentAnswer } from './idempotency.repository.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "L'en-tête Idempotency-Key doit être un identifiant UUID.",
  keyReused:
    'Cette clé Idempotency-Key a déjà servi pour une autre requête : utilisez-en une nouvelle.',
} as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Answers larger than this (none today: a 4,000-risk document is 3 MB) are not kept. */
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

/** The key of each write whose answer is to be kept, once it passed access and was not a replay. */
const keys = new WeakMap<FastifyRequest, string>();

/**
 * A signed-in write sent with an Idempotency-Key (a UUID) is done once: its successful answer is
 * kept 24 hours (retention purges it) and a write sent again with the same key, by the same
 * account, gets that answer back (`Idempotent-Replayed: true`) instead of being done twice — the
 * offline queue resends a write whose answer the network lost. Refusals are not kept: the write
 * may be tried again. Registered in each signed-in context, after its access check.
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined || !WRITE_METHODS.has(request.method)) return;
    if (typeof header !== 'string' || !UUID.test(header))
      throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
    const key = header.toLowerCase();
    const kept = await findIdempotentAnswer(app.deps.db, request.accountId, key);
    if (!kept) {
      keys.set(request, key);
      return;
    }
    if (kept.method !== request.method || kept.url !== request.url)
      throw badRequest(IDEMPOTENCY_MESSAGES.keyReused);
    reply.code(kept.statusCode).header('Idempotent-Replayed', 'true');
    if (kept.contentType) reply.header('Content-Type', kept.contentType);
    return reply.send(kept.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (key === undefined) return payload;
    keys.delete(request);
    const contentType = String(reply.getHeader('content-type') ?? '');
    const body = keptBody(payload, contentType);
    if (reply.statusCode < 200 || reply.statusCode >= 300 || body === null) return payload;
    await storeIdempotentAnswer(app.deps.db, {
      accountId: request.accountId,
      key,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      contentType: contentType || null,
      body,
    }).catch((error: unknown) =>
      request.log.warn({ err: error }, 'réponse idempotente non gardée'),
    );
    return payload;
  });
}
