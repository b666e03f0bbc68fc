import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@duerp/domain/spreadsheet';

/** A spreadsheet sent in base64 (4 bytes per 3) with its name: the limit of an import's body. */
export const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_LIMITS.bytes * 4) / 3) + 4096;

/** The app's error handler, but a file over the limit, refused while read, says so in the import's words. */
export function importErrorHandler(app: FastifyInstance) {
  const defaultHandler = app.errorHandler;
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      reply.code(413).send({ message: IMPORT_MESSAGES.tooLarge });
      return;
    }
    defaultHandler.call(app, error, request, reply);
  };
}
