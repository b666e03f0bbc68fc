import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.js';

/** French messages for Fastify's own client errors, by error code. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'La requête est trop volumineuse.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge : envoyez du JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longueur du contenu est invalide.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Le corps de la requête JSON est vide.',
  FST_ERR_CTP_INVALID_JSON_BODY: "Le corps de la requête n'est pas un JSON valide.",
};
const GENERIC_CLIENT_ERROR = 'La requête envoyée contient une erreur.';
const GENERIC_SERVER_ERROR = 'Le serveur a rencontré une erreur interne.';

/** One error path: every error becomes `{ message }` with its status; 5xx details stay in the logs. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ message: first?.message ?? GENERIC_CLIENT_ERROR });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[error.code] ??
        (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY
          : GENERIC_CLIENT_ERROR);
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'erreur serveur');
    return reply.code(500).send({ message: GENERIC_SERVER_ERROR });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: 'La ressource demandée est introuvable.' });
  });
}
