import type { FastifyRequest } from 'fastify';
import type { RouteContract } from '@duerp/contract';
import { fromContract } from '../../../lib/contract-route.js';
import { onDocument } from '../../../plugins/authenticate.js';
import { documentSerializerCompiler } from './document-json.js';
import { getDuerp } from './duerp.service.js';

/**
 * The `rereadAnswer` of a write that answers a document: sent again with its Idempotency-Key, it is
 * answered with the document as it is now (which includes the write), not with a kept copy.
 */
export const rereadDocument = (request: FastifyRequest, id: string) =>
  getDuerp(request.server.deps, request.espace.espaceId, id);

interface DocumentWrite {
  tags: string[];
  summary?: string;
  /** Above the app's default (BODY_LIMITS): a whole list, a long text. */
  bodyLimit?: number;
}

/**
 * The options of a route that writes a document and answers it whole: its contract, the write
 * right on the document, its answer re-read when sent again, and the serializer that splices the
 * cached data bytes.
 */
export function documentWriteRoute<const R extends RouteContract>(
  entry: R,
  { bodyLimit, ...described }: DocumentWrite,
) {
  return {
    ...fromContract(entry, described),
    config: { access: onDocument('write'), rereadAnswer: rereadDocument },
    serializerCompiler: documentSerializerCompiler,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
  };
}
