import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@duerp/domain/api';
import { UuidSchema } from '@duerp/domain/duerp';
import { randomUUID } from 'node:crypto';
import { HttpError, badRequest } from '../../../errors.js';
import { canonicalJson, sha256Hex } from '../../../lib/canonical-json.js';
import { announceSettled, awaitSettled, isLive } from './idempotency-wait.js';
import { keptAnswer, replayedBody } from './kept-answer.js';
import {
  claimKey,
  findIdempotentAnswer,
  releaseClaim,
  settleClaim,
  type HeldClaim,
  type IdempotentAnswer,
} from './idempotency.repository.js';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "L'en-tête Idempotency-Key doit être un identifiant UUID.",
  keyReused:
    'Cette clé Idempotency-Key a déjà servi pour une autre requête : utilisez-en une nouvelle.',
  bodyDiffers:
    'Cette clé Idempotency-Key a déjà servi pour la même requête avec un autre contenu : utilisez-en une nouvelle.',
  stillPending:
    'La même requête est encore en cours de traitement : réessayez dans quelques secondes.',
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

/** The id an answer names, for a route that can re-read it. */
function answeredId(payload: unknown): string | undefined {
  const id = (payload as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** The claim a request holds: its key, and the id its route re-reads when sent again. */
const pending = new WeakMap<FastifyRequest, HeldClaim & { rereadId?: string }>();

/**
 * How long a claim holds if its request never answers (its process died): then a copy does the
 * write. Longer than any write takes.
 */
const LEASE_MS = 120_000;
/** How long a copy waits for the first to answer before it is told to come back (429). */
const WAIT_MS = 30_000;

/** What a copy must match: its body (JSON, whatever the order of its keys), or its type and size. */
function fingerprint(request: FastifyRequest): string {
  const { body, headers } = request;
  const shape =
    body === undefined
      ? { type: headers['content-type'] ?? '', length: headers['content-length'] ?? '' }
      : { body };
  return sha256Hex(canonicalJson(shape));
}

/**
 * A signed-in write sent with an Idempotency-Key (a UUID) is done once. Before the write, its key
 * is claimed by an insert that only one of several copies wins; the copies sent meanwhile wait for
 * the first one's answer, and every later copy gets it back (`Idempotent-Replayed: true`) for 24
 * hours (retention purges it) — the offline queue resends a write whose answer the network lost.
 * A copy with another method, path or body is refused (400, 422). A document's answer is not kept
 * but re-read (`rereadAnswer`); a file built for the request (a PDF) is kept with its headers, so
 * that a copy does not build and log it again (kept-answer.ts). A refusal is answered to the copies that waited on it, and a later
 * copy may try the write again. Registered in each signed-in context, after its access check.
 */
export function registerIdempotency(app: FastifyInstance): void {
  const { db } = app.deps;
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined || !WRITE_METHODS.has(request.method)) return;
    if (typeof header !== 'string' || !UuidSchema.safeParse(header).success)
      throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
    const { accountId } = request;
    const key = header.toLowerCase();
    const requestHash = fingerprint(request);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const claimId = randomUUID();
      const { method, url } = request;
      if (
        await claimKey(db, { accountId, key, method, url, requestHash, claimId, leaseMs: LEASE_MS })
      ) {
        pending.set(request, { accountId, key, claimId });
        return;
      }
      const sameRequest = (row: IdempotentAnswer | null) => {
        if (row && (row.method !== method || row.url !== url))
          throw badRequest(IDEMPOTENCY_MESSAGES.keyReused);
        if (row?.requestHash && row.requestHash !== requestHash)
          throw new HttpError(422, IDEMPOTENCY_MESSAGES.bodyDiffers);
        return row;
      };
      let kept = sameRequest(await findIdempotentAnswer(db, accountId, key));
      // Settled meanwhile, the key may have been claimed again by another request.
      if (kept && isLive(kept))
        kept = sameRequest(await awaitSettled(db, accountId, key, deadline));
      if (kept && isLive(kept))
        throw new HttpError(429, IDEMPOTENCY_MESSAGES.stillPending, { 'Retry-After': '5' });
      // Given up, or its holder died: claimed again.
      if (!kept || kept.state === 'pending') continue;
      const reread = request.routeOptions.config.rereadAnswer;
      // Same method and URL: the same route, which re-read its answer the first time.
      reply.code(kept.statusCode).header('Idempotent-Replayed', 'true');
      if (kept.contentType) reply.header('Content-Type', kept.contentType);
      if (kept.rereadId && reread) return reply.send(await reread(request, kept.rereadId));
      return reply.send(replayedBody(kept, reply));
    }
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
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    const rereadId = succeeded ? (write.rereadId ?? null) : null;
    const kept = rereadId ? { body: '', fileHeaders: null } : keptAnswer(payload, reply);
    await (
      kept === null
        ? releaseClaim(db, write)
        : settleClaim(db, write, {
            state: succeeded ? 'done' : 'refused',
            statusCode: reply.statusCode,
            contentType: contentType || null,
            ...kept,
            rereadId,
          })
    ).catch((error: unknown) => request.log.warn({ err: error }, 'réponse idempotente non gardée'));
    announceSettled(write.accountId, write.key);
    return payload;
  });
  // A request that ended without an answer sent (hijacked, or torn down) gives its claim up.
  app.addHook('onResponse', async (request) => {
    const write = pending.get(request);
    if (write === undefined) return;
    pending.delete(request);
    await releaseClaim(db, write).catch(() => undefined);
    announceSettled(write.accountId, write.key);
  });
}
