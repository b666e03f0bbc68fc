import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { DuerpDocument, LiveChangeEvent, LivePresenceEvent } from '@duerp/domain';
import { freshDatabaseEnv } from '../helpers/database-env.js';
import { call, signUp, startServer, type ServerProcess } from '../helpers/server-process.js';
import { categorie, evaluation, risqueInput, VALID_ENTREPRISE } from '../helpers/duerp.js';
import { BILLING_ADDRESS } from '../helpers/payment.js';
import { openLive } from '../helpers/live.js';

/**
 * Two API processes on one PostgreSQL (run by .ci/run's cluster): a user's journey alternates
 * between them request by request, and the state that must be shared — refresh tokens, captcha
 * replay guard, rate-limit counters, webhook idempotency — lives in the database.
 */
const WEBHOOK_SECRET = 'whsec_two_instances';
let a: ServerProcess;
let b: ServerProcess;
let fakeStripe: Server;
let lastCheckoutMetadata = new URLSearchParams();
let dataDir = '';

beforeAll(async () => {
  fakeStripe = createServer((req, res) => {
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
  dataDir = database.DATA_DIR!;
  const env = {
    ...database,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_two',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${(fakeStripe.address() as AddressInfo).port}`,
    RATE_LIMIT_MAX_PER_EMAIL: '3',
    PUBLIC_URL: 'http://localhost:3000',
  };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
}, 180_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  fakeStripe?.close();
});

async function captcha(server: ServerProcess): Promise<string> {
  const challenge = (await (
    await fetch(`${server.url}/api/public/captcha/challenge`)
  ).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The token of the last invitation mailed to `email` (both instances write one outbox). */
function invitationToken(email: string): string {
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
async function espaceWithMember() {
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
    token: invitationToken(memberEmail),
  });
  expect(joined.status).toBe(200);
  return { owner, member, memberEmail, doc, espaceId };
}

const tokenOf = (auth: { authorization: string }) => auth.authorization.slice('Bearer '.length);

describe('two API instances on one PostgreSQL', () => {
  it('carries a change saved on A to a stream open on B within 2 s, and presence both ways', async () => {
    const { owner, member, memberEmail, doc, espaceId } = await espaceWithMember();
    const onB = await openLive(b.url, doc.body.id, tokenOf(member), '?etape=5');
    const onA = await openLive(a.url, doc.body.id, tokenOf(owner), '?etape=2');
    expect([onA.status, onB.status]).toEqual([200, 200]);
    await onA.next<LivePresenceEvent>('presence', (p) =>
      p.people.some((x) => x.name === memberEmail && x.etapes.includes(5)),
    );
    await onB.next<LivePresenceEvent>('presence', (p) =>
      p.people.some((x) => x.etapes.includes(2)),
    );
    const started = Date.now();
    const saved = await call(
      a.url,
      'POST',
      `/api/duerp/${doc.body.id}/update-toggle-papripact`,
      owner,
      {
        isPapripactEnabled: true,
      },
    );
    expect(saved.status).toBe(200);
    const change = await onB.next<LiveChangeEvent>('change');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(change.revision).toBe(doc.body.revision + 1);
    // The tab closed on B disappears from A's presence.
    onB.close();
    await onA.next<LivePresenceEvent>('presence', (p) => p.people.length === 0, 5_000);
    // A member removed on A loses, on B, the stream they had open.
    const again = await openLive(b.url, doc.body.id, tokenOf(member));
    const members = await call<{ members: { accountId: string; email: string }[] }>(
      a.url,
      'GET',
      `/api/espaces/${espaceId}/members`,
      owner,
    );
    const target = members.body.members.find((m) => m.email === memberEmail)!;
    await call(a.url, 'DELETE', `/api/espaces/${espaceId}/members/${target.accountId}`, owner);
    await Promise.race([
      again.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('stream still open')), 3_000)),
    ]);
    onA.close();
  }, 60_000);

  it('refuses on B, at the next request, a member removed on A', async () => {
    const { owner, member, memberEmail, doc, espaceId } = await espaceWithMember();
    const save = (server: ServerProcess) =>
      call<{ message: string }>(
        server.url,
        'POST',
        `/api/duerp/${doc.body.id}/update-toggle-papripact`,
        member,
        {
          isPapripactEnabled: true,
        },
      );
    expect((await save(b)).status).toBe(200);
    const members = await call<{ members: { accountId: string; email: string }[] }>(
      a.url,
      'GET',
      `/api/espaces/${espaceId}/members`,
      owner,
    );
    const target = members.body.members.find((m) => m.email === memberEmail)!;
    const removed = await call(
      a.url,
      'DELETE',
      `/api/espaces/${espaceId}/members/${target.accountId}`,
      owner,
    );
    expect(removed.status).toBe(200);
    const refused = await save(b);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('DUERP introuvable.');
  }, 60_000);

  it('shares the rate limits between them', async () => {
    const email = `limite-${Date.now()}@exemple.fr`;
    const statuses = [];
    for (const server of [a, b, a, b]) {
      statuses.push(
        (
          await call(server.url, 'POST', '/api/public/token/new', null, {
            emailAddress: email,
            password: 'Faux-mdp1!',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  }, 60_000);

  it('serves one journey alternating between them', async () => {
    const email = `deux-${Date.now()}@exemple.fr`;
    const captchaToken = await captcha(b);
    const created = await call<{ accessToken: string; refreshToken: string }>(
      a.url,
      'POST',
      '/api/public/account/create',
      null,
      { emailAddress: email, newPassword: 'Motdepasse1!', captchaToken },
    );
    expect(created.status).toBe(200);
    // The captcha accepted by A is refused by B.
    const replay = await call<{ message: string }>(
      b.url,
      'POST',
      '/api/public/account/create',
      null,
      { emailAddress: `autre-${email}`, newPassword: 'Motdepasse1!', captchaToken },
    );
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/déjà été utilisée/);

    // Refresh on B, refresh again on A; log out on B, and A refuses the revoked token.
    const onB = await call<{ accessToken: string; refreshToken: string }>(
      b.url,
      'POST',
      '/api/public/token/refresh',
      null,
      { refreshToken: created.body.refreshToken },
    );
    expect(onB.status).toBe(200);
    const onA = await call<{ accessToken: string; refreshToken: string }>(
      a.url,
      'POST',
      '/api/public/token/refresh',
      null,
      { refreshToken: onB.body.refreshToken },
    );
    expect(onA.status).toBe(200);
    const logout = await call(
      b.url,
      'POST',
      '/api/myaccount/logout',
      { authorization: `Bearer ${onA.body.accessToken}` },
      { refreshTokenToRevoke: onA.body.refreshToken },
    );
    expect(logout.status).toBe(200);
    expect(
      (
        await call(a.url, 'POST', '/api/public/token/refresh', null, {
          refreshToken: onA.body.refreshToken,
        })
      ).status,
    ).toBe(401);
    const signedIn = await call<{ accessToken: string }>(
      a.url,
      'POST',
      '/api/public/token/new',
      null,
      { emailAddress: email, password: 'Motdepasse1!' },
    );
    const auth = { authorization: `Bearer ${signedIn.body.accessToken}` };

    // Edit on both.
    const doc = (await call<DuerpDocument>(a.url, 'POST', '/api/duerp/create', auth)).body;
    expect(
      (
        await call(
          b.url,
          'POST',
          `/api/duerp/${doc.id}/update-infosentreprise`,
          auth,
          VALID_ENTREPRISE,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(a.url, 'POST', `/api/duerp/${doc.id}/update-list-unitesdetravail`, auth, {
          unitesDeTravail: [{ idUniteDeTravail: 'u1', displayName: 'Atelier' }],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(b.url, 'POST', `/api/duerp/${doc.id}/update-list-risques`, auth, {
          idUniteDeTravail: 'u1',
          categorieDeRisques: [categorie('c1', 'Chutes')],
          risques: [risqueInput('r1', 'c1', 'Glissade')],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          a.url,
          'POST',
          `/api/duerp/${doc.id}/update-risque`,
          auth,
          evaluation('r1', 'c1', 2, 2, 2),
        )
      ).status,
    ).toBe(200);

    // Generate on A, download on B.
    const version = await call<{ id: string }>(
      a.url,
      'POST',
      `/api/duerp/${doc.id}/generate`,
      auth,
      {
        notesDeVersion: '',
        displayOptions: { sortBy: '', shouldGroupByUnite: true, shouldGroupByCategorie: true },
      },
    );
    expect(version.status).toBe(200);
    const pdf = await fetch(
      `${b.url}/api/duerp/${doc.id}/versions/${version.body.id}/downloaddemo`,
      { headers: auth },
    );
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Pay on A; Stripe's webhook lands on B, twice; A reports the payment, applied once.
    const profile = await call<{ id: string }>(
      b.url,
      'POST',
      '/api/myaccount/mybillingprofiles/upsert',
      auth,
      BILLING_ADDRESS,
    );
    const init = await call<{ checkoutUrl: string }>(a.url, 'POST', '/api/payment/init', auth, {
      planId: 'SUBPLAN_STANDARD',
      duerpDocId: doc.id,
      billingProfileId: profile.body.id,
      successUrl: 'http://localhost:3000/after-payment?subscriptionId={SUBSCRIPTION_ID}',
      cancelUrl: 'http://localhost:3000/checkout',
    });
    expect(init.status).toBe(200);
    const subscriptionId = lastCheckoutMetadata.get('metadata[subscriptionId]')!;
    const payload = JSON.stringify({
      id: `evt_two_${subscriptionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_two',
          object: 'checkout.session',
          metadata: { subscriptionId },
          subscription: 'sub_two',
          customer: 'cus_two',
          payment_status: 'paid',
        },
      },
    });
    const signature = new Stripe('sk_test_two').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    for (const server of [b, b, a]) {
      const res = await fetch(`${server.url}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      expect(res.status).toBe(200);
    }
    expect(
      (
        await call<{ isPaymentSuccess: boolean }>(
          a.url,
          'POST',
          '/api/payment/checksuccess',
          auth,
          { subscriptionId },
        )
      ).body,
    ).toEqual({ isPaymentSuccess: true, paymentState: 'paid' });
    const after = await call<DuerpDocument>(b.url, 'GET', `/api/duerp/${doc.id}`, auth);
    expect(after.body.paymentStatus_Derivated).toBe('IN_PAID_PERIOD');
    const subscriptions = await call<unknown[]>(
      a.url,
      'GET',
      '/api/myaccount/mysubscriptions',
      auth,
    );
    expect(subscriptions.body).toHaveLength(1);
  }, 180_000);
});
