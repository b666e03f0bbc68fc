import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';
import { jsonShapeError } from '../lib/json-shape.js';
import { BODY_LIMITS, BYTES_PER_JSON_VALUE } from '../lib/request-limits.js';

const NUL_MESSAGE = 'La requête contient un caractère nul, non autorisé.';

/**
 * The client sends a JSON content type on every call, bodiless POSTs included: an empty
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
    if (containsNul([request.body, request.query, request.params])) throw badRequest(NUL_MESSAGE);
  });
}

/**
 * Whether a parsed value holds U+0000 in a string or a key. Only a real NUL counts: the text
 * `\u0000` a user types arrives as a backslash and five characters. Walked without recursion, so
 * that a deeply nested body cannot overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
