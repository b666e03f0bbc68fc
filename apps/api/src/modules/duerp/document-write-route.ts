import type { RouteContract } from '@duerp/domain';
import { fromContract } from '../../lib/contract-route.js';
import { onDocument } from '../../plugins/authenticate.js';
import { documentSerializerCompiler } from './document-json.js';

interface DocumentWrite {
  tags: string[];
  summary?: string;
  /** Above the app's default (BODY_LIMITS): a whole list, a long text. */
  bodyLimit?: number;
}

/**
 * The options of a route that writes a document and answers it whole: its contract, the write
 * right on the document, and the serializer that splices the cached data bytes.
 */
export function documentWriteRoute<const R extends RouteContract>(
  entry: R,
  { bodyLimit, ...described }: DocumentWrite,
) {
  return {
    ...fromContract(entry, described),
    config: { access: onDocument('write') },
    serializerCompiler: documentSerializerCompiler,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
  };
}
