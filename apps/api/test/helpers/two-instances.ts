import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { freshDatabaseEnv } from './database-env.js';
import { call, signUp, startServer, type ServerProcess } from './server-process.js';

export const WEBHOOK_SECRET = 'whsec_two_instances';

/**
 * Two API processes (A and B) on one fresh PostgreSQL database, sharing one data folder, with a
 * fake Stripe that remembers the last checkout's form (its metadata).
 */
export async function startTwoInstances() {
  let lastCheckoutMetadata = new URLSearchParams();
  const fakeStripe: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      lastCheckoutMetadata = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: 'cs_two',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_two',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  const database = await freshDatabaseEnv('two');
  const dataDir = database.DATA_DIR!;
  const env = {
    ...database,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_two',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`,
    RATE_LIMIT_MAX_PER_EMAIL: '3',
    PUBLIC_URL: 'http://localhost:3000',
  };
  const [a, b] = await Promise.all([startServer(env), startServer(env)]);
  return {
    a,
    b,
    dataDir,
    lastCheckoutMetadata: () => lastCheckoutMetadata,
    stop: async () => {
      await Promise.all([a.stop(), b.stop()]);
      fakeStripe.close();
    },
  };
}

/** A solved captcha of `server`'s challenge, as the sign-up form sends it. */
export async function captcha(server: ServerProcess): Promise<string> {
  const challenge = (await (
    await fetch(`${server.url}/api/public/captcha/challenge`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The token of the last invitation mailed to `email` (both instances write one outbox). */
function invitationToken(dataDir: string, email: string): string {
  const outbox = join(dataDir, 'outbox');
  const mails = readdirSync(outbox)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(outbox, f), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === email);
  const token = /\/invitation\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation for ${email}`);
  return token;
}

/** An owner's document (created on A) and an Éditeur who joined on B. */
export async function espaceWithMember(a: ServerProcess, b: ServerProcess, dataDir: string) {
  const owner = await signUp(a.url, `proprio-${Date.now()}@exemple.fr`);
  const memberEmail = `membre-${Date.now()}@exemple.fr`;
  const member = await signUp(b.url, memberEmail);
  const doc = await call<DuerpDocument>(a.url, 'POST', '/api/duerp/create', owner);
  const espaceId = doc.body.espaceId!;
  const invited = await call(a.url, 'POST', `/api/espaces/${espaceId}/invitations`, owner, {
    email: memberEmail,
    role: 'editeur',
  });
  expect(invited.status).toBe(200);
  const joined = await call(b.url, 'POST', '/api/espaces/invitations/accept', member, {
    token: invitationToken(dataDir, memberEmail),
  });
  expect(joined.status).toBe(200);
  return { owner, member, memberEmail, doc, espaceId };
}
