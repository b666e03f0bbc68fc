import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../../lib/deps.js';
import type { Actor } from '../../documents/document-store/index.js';
import { expectedRevision } from './if-match.js';

export interface WriteOptions {
  /** Who writes: recorded in the document's history. */
  actor: Actor;
  /** The revision the client last saw (If-Match); a stale one is refused with 409. */
  expectedRevision?: number | undefined;
}

/** A write by the signed-in caller. */
export const writtenBy = (request: Pick<FastifyRequest, 'accountId'>): WriteOptions => ({
  actor: request.accountId,
});

/** A write by the signed-in caller that honours If-Match (whole-list writes, restores). */
export const writtenIfMatch = (
  request: Pick<FastifyRequest, 'accountId' | 'headers'>,
): WriteOptions => ({
  actor: request.accountId,
  expectedRevision: expectedRevision(request.headers['if-match']),
});

/** What a document write's handler reads of its request. */
type WriteRequest<B> = Pick<FastifyRequest, 'accountId' | 'headers' | 'espace'> & {
  params: { id: string };
  body: B;
};

/**
 * The handler of a route whose service writes the `:id` document of the caller's espace with the
 * request's body: `handler: writeDocument(deps, updateRisque)`, or `writtenIfMatch` as `written`
 * for the writes that honour If-Match.
 */
export const writeDocument =
  <B, T>(
    deps: Deps,
    service: (deps: Deps, espaceId: string, id: string, body: B, options: WriteOptions) => T,
    written: (request: WriteRequest<B>) => WriteOptions = writtenBy,
  ) =>
  (request: WriteRequest<B>): T =>
    service(deps, request.espace.espaceId, request.params.id, request.body, written(request));
