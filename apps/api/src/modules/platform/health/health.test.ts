import { describe, expect, it } from 'vitest';
import { contract } from '@duerp/contract';
import { createTestApp, useTestApp } from '../../../../test/helpers/test-app.js';

const t = useTestApp();

describe('platform routes', () => {
  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.app.deps.dbKind });
  });
  it("tells the server's own time of each call in Server-Timing", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
  });
  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    const create = spec.paths['/api/public/account/create'].post;
    expect(
      Object.keys(create.requestBody.content['application/json'].schema.properties).sort(),
    ).toEqual(['captchaToken', 'emailAddress', 'newPassword']);
    expect(spec.paths['/api/duerp/{id}/update-risque']).toBeDefined();
  });
  it('documents the X-Espace-Id header, the espace routes and who may call each route', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = spec.paths['/api/duerp/list'].get;
    expect(list.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-espace-id', required: false }),
    );
    expect(list.description).toMatch(/Propriétaire, Éditeur, Lecteur/);
    expect(spec.paths['/api/duerp/{id}'].delete.description).toMatch(/rôle Propriétaire \(/);
    for (const path of [
      '/api/espaces',
      '/api/espaces/overview',
      '/api/espaces/{espaceId}/members',
      '/api/espaces/{espaceId}/invitations',
      '/api/espaces/{espaceId}/journal',
      '/api/espaces/invitations/accept',
      '/api/public/invitations/info',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    expect(
      spec.paths['/api/espaces/{espaceId}/members'].get.parameters.map(
        (p: { name: string }) => p.name,
      ),
    ).not.toContain('x-espace-id');
  });
  it('registers every API route from the contract, and nothing beside it', () => {
    const onContract = new Set(
      Object.values(contract).flatMap((area) =>
        Object.values(area).map((route) => `${route.method} ${route.path}`),
      ),
    );
    const registered = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'))
      .filter((r) => !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((key) => !onContract.has(key))).toEqual([]);
  });
  it('answers unknown API paths with 404 and a French message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nexiste-pas' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'La ressource demandée est introuvable.' });
  });
  it('sends the security headers: strict CSP, no framing, nosniff, referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
  it('adds HSTS in production over HTTPS', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://duerp.exemple.fr',
      JWT_SECRET: 'x'.repeat(40),
      CAPTCHA_HMAC_SECRET: 'y'.repeat(40),
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
    }
  });
});
