import type { FastifyRequest } from 'fastify';
import type { Actor } from '../document-store/index.js';
import { expectedRevision } from './if-match.js';

export interface WriteOptions {
  /** Who writes: recorded in the document's history. */
  actor: Actor;
  /** The revision the client last saw (If-Match); a stale one is refused with 409. */
  expectedRevision?: number | undefined;
}

/** A write by the signed-in caller. */
export const writtenBy = (request: FastifyRequest): WriteOptions => ({ actor: request.accountId });

/** A write by the signed-in caller that honours If-Match (whole-list writes, restores). */
export const writtenIfMatch = (request: FastifyRequest): WriteOptions => ({
  actor: request.accountId,
  expectedRevision: expectedRevision(request.headers['if-match']),
});
