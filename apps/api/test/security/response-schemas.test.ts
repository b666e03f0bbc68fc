import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAccount, createTestApp, type TestApp } from '../helpers/test-app.js';
import { completeDocument } from '../helpers/duerp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/test/declared-only',
      { schema: { response: { 200: z.object({ visible: z.string() }) } } },
      // A service that hands back more than its route declares, as a careless one might.
      () => ({ visible: 'oui', passwordHash: 'secret' }) as { visible: string },
    );
  });
});
afterAll(() => t.close());

describe('response schemas', () => {
  it('drops from a response what its route schema does not declare', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/declared-only' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ visible: 'oui' });
  });

  it('still serves a document route its whole document through the fast path', async () => {
    const owner = await createAccount(t);
    const { id, data, revision } = await completeDocument(t, owner.auth);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/duerp/${id}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, data, revision });
  });
});
