import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.js';

describe('the built web app as the API serves it', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'duerp-web-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>DUERP en ligne</title>');
    writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(distDir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
    writeFileSync(join(distDir, 'manifest.webmanifest'), '{"name":"DUERP en ligne"}');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
    app = Fastify();
    await registerWebApp(app, distDir);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the service worker as JavaScript, revalidated on every load', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
  });

  it('serves the web app manifest with its own type, not the SPA page', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body)).toEqual({ name: 'DUERP en ligne' });
  });

  it('revalidates the registration script too', async () => {
    const response = await app.inject({ method: 'GET', url: '/registerSW.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the other files and the SPA fallback as they were', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).not.toBe('no-cache');
    const page = await app.inject({ method: 'GET', url: '/duerp/123/edit' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const missing = await app.inject({ method: 'GET', url: '/sw-old.js' });
    expect(missing.statusCode).toBe(404);
  });
});
