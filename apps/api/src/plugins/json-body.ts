import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';
import { jsonShapeError } from '../lib/json-shape.js';
import { BODY_LIMITS, BYTES_PER_JSON_VALUE } from '../lib/request-limits.js';

const NUL_MESSAGE = 'La requête contient un caractère nul, non autorisé.';

/**
 * The client sends a JSON content type on every call, bodiless POSTs included (SPEC §7): an empty
 * body is read as "no body" instead of Fastify's 400. Prototype-poisoning keys are refused, and so
 * is the NUL character, which PostgreSQL cannot store in text or jsonb.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (text.includes('\\u0000') || text.includes('\u0000')) {
      done(badRequest(NUL_MESSAGE), undefined);
      return;
    }
    const maxValues =
      (request.routeOptions.bodyLimit ?? BODY_LIMITS.default) / BYTES_PER_JSON_VALUE;
    const shapeError = jsonShapeError(text, maxValues);
    if (shapeError) {
      done(badRequest(shapeError), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    for (const part of [request.query, request.params]) {
      if (
        part &&
        typeof part === 'object' &&
        Object.values(part).some((v) => typeof v === 'string' && v.includes('\u0000'))
      ) {
        throw badRequest(NUL_MESSAGE);
      }
    }
  });
}
