import { z } from 'zod';
import { DuerpDocumentSchema, type DuerpDocument } from '@duerp/domain';
import { dataJsonParts } from './document-cache.js';

export const DuerpDocumentListSchema = z.array(DuerpDocumentSchema);

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * A document's JSON, its data spliced in from the cached bytes: a 1,000-risk document is not
 * stringified and encoded again for every GET and every write.
 */
function documentJson(document: DuerpDocument): Buffer[] {
  const envelope = JSON.stringify({ ...document, data: undefined });
  return [
    Buffer.from(`${envelope.slice(0, -1)},"data":`),
    ...dataJsonParts(document.data),
    Buffer.from('}'),
  ];
}

/** The response serializer of a route's schema: documents get the fast path, the rest JSON.stringify. */
export function serializerFor(schema: unknown): (payload: unknown) => string | Buffer {
  if (schema === DuerpDocumentSchema) {
    return (payload) => Buffer.concat(documentJson(payload as DuerpDocument));
  }
  if (schema === DuerpDocumentListSchema) {
    return (payload) => {
      const parts = (payload as DuerpDocument[]).flatMap((d, i) =>
        i === 0 ? documentJson(d) : [COMMA, ...documentJson(d)],
      );
      return Buffer.concat([OPEN, ...parts, CLOSE]);
    };
  }
  return (payload) => JSON.stringify(payload);
}
