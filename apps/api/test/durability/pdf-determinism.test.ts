import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { VerificationResult } from '@duerp/domain/access';
import { admin } from '../helpers/admin-cli.js';
import { freshDatabaseEnv } from '../helpers/database-env.js';
import { completeDocument, generate } from '../helpers/duerp.js';
import { call, signUp, startServer } from '../helpers/server-process.js';
import type { TestApp } from '../helpers/test-app.js';

/** The test helpers' `t.app.inject`, over HTTP to a server process. */
function overHttp(url: string): TestApp {
  const inject = async (req: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => {
    const res = await call<unknown>(
      url,
      req.method,
      req.url,
      req.headers?.authorization ? { authorization: req.headers.authorization } : null,
      req.payload,
    );
    return { statusCode: res.status, body: JSON.stringify(res.body), json: () => res.body };
  };
  return { app: { inject } } as unknown as TestApp;
}

async function fullPdf(url: string, auth: { authorization: string }, path: string) {
  const res = await fetch(`${url}${path}`, { headers: auth });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * A version's full PDF is rendered from its snapshot alone: after a restart (empty PDF cache,
 * new render workers) it has the same bytes, so the fingerprint the verifier knows still matches.
 */
describe('PDF determinism across a restart', () => {
  it('serves the same bytes after a restart, and the verifier recognises them', async () => {
    const env = { ...(await freshDatabaseEnv('determinism')), PUBLIC_URL: 'http://localhost:3000' };
    let server = await startServer(env);
    const email = `determinism-${Date.now()}@exemple.fr`;
    const auth = await signUp(server.url, email);
    let path: string;
    let before: Buffer;
    try {
      await admin(env, 'vip', 'on', email);
      const doc: DuerpDocument = await completeDocument(overHttp(server.url), auth);
      const { id } = (await generate(overHttp(server.url), auth, doc.id)).json<{ id: string }>();
      path = `/api/duerp/${doc.id}/versions/${id}/download`;
      before = await fullPdf(server.url, auth, path);
    } finally {
      await server.stop();
    }

    server = await startServer(env);
    try {
      const after = await fullPdf(server.url, auth, path);
      const sha = createHash('sha256').update(after).digest('hex');
      expect(sha).toBe(createHash('sha256').update(before).digest('hex'));
      const verdict = await call<VerificationResult>(
        server.url,
        'POST',
        '/api/public/verifier/empreinte',
        null,
        { sha256: sha },
      );
      expect(verdict.body.isAuthentic).toBe(true);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
