import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The files that tell the browser about a new build: revalidated on every load, so that an
 * installed app updates (a cached service worker would keep serving the old app shell).
 */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** Serves the built SPA; any non-/api GET that is not a file gets index.html (history routing). */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'application web non construite : lancez « npm run build »');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.addHook('onSend', async (request, reply) => {
    const name = request.url.split('?')[0]?.slice(1) ?? '';
    if (!ALWAYS_REVALIDATED.has(name)) return;
    reply.header('Cache-Control', 'no-cache');
    if (name.endsWith('.webmanifest'))
      reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ message: 'La ressource demandée est introuvable.' });
    }
    // Existing files have their own routes (wildcard: false); a missing file is a real 404.
    const path = request.url.split('?')[0] ?? '/';
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.code(404).send({ message: 'La ressource demandée est introuvable.' });
    }
    // A share link's page is private to those who received it: never indexed.
    if (path.startsWith('/partage/')) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
