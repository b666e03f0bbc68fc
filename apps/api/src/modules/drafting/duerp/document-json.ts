import {
  DuerpDocumentListSchema,
  DuerpDocumentSchema,
  type DuerpDocument,
} from '@duerp/domain/duerp';
import { dataJsonParts } from '../../documents/document-store/index.js';

export { DuerpDocumentListSchema };

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

function serializeDocument(schema: unknown): (payload: unknown) => Buffer {
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
  throw new Error(
    'documentSerializerCompiler : réservé aux réponses document ou liste de documents',
  );
}

/**
 * The serializer compiler of the routes that answer a document or the list (route option
 * `serializerCompiler`): the data is spliced from the cached bytes and not validated again on the
 * way out, since the services build exactly that shape (validating cost ~10 ms for 1,000 risks).
 * Every other route keeps the app's zod serializer, which strips what its schema does not declare.
 */
export const documentSerializerCompiler = ({ schema }: { schema: unknown }) =>
  // Fastify writes a Buffer from a serializer as it writes a string; its type only says string.
  serializeDocument(schema) as unknown as (payload: unknown) => string;
