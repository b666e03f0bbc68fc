import type { FastifyInstance } from 'fastify';

/**
 * The client sends a JSON content type on every call, bodiless POSTs included (SPEC §7): an empty
 * body is read as "no body" instead of Fastify's 400. Prototype-poisoning keys are refused.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, body.toString(), done);
  });
}
