import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_MAX_PER_IP: '5',
    RATE_LIMIT_MAX_PER_EMAIL: '3',
    RATE_LIMIT_WINDOW_SECONDS: '60',
  });
});
afterAll(() => t.close());

const signIn = (emailAddress: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/token/new',
    remoteAddress,
    payload: { emailAddress, password: 'Faux-mdp1!' },
  });

describe('rate limits on public POSTs', () => {
  it('answers 429 with Retry-After and a French message past the per-e-mail limit, from any address', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signIn('cible@exemple.fr', `10.0.1.${i}`)).statusCode).toBe(401);
    const blocked = await signIn('cible@exemple.fr', '10.0.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans \d+ secondes?\.$/,
    );
  });
  it('answers 429 past the per-IP limit whatever the e-mail', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signIn(`x${i}@exemple.fr`, '10.0.2.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn('y@exemple.fr', '10.0.2.2')).statusCode).toBe(401);
  });
  it('counts each route separately', async () => {
    for (let i = 0; i < 5; i++) await signIn(`z${i}@exemple.fr`, '10.0.3.1');
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/public/account/info',
      remoteAddress: '10.0.3.1',
      payload: { emailAddress: 'z@exemple.fr' },
    });
    expect(info.statusCode).toBe(200);
  });
  it('limits the one-click unsubscribe of the reminder e-mails per IP', async () => {
    const unsubscribe = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/reminders/unsubscribe?token=abc.def',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await unsubscribe('10.0.7.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const blocked = await unsubscribe('10.0.7.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans \d+ secondes?\.$/,
    );
    expect((await unsubscribe('10.0.7.2')).statusCode).toBe(400);
  });
  it('counts invalid and oversized requests per IP, before reading them', async () => {
    const invalid = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/token/new',
        remoteAddress: '10.0.4.1',
        payload: { emailAddress: 'pas-une-adresse', password: '' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await invalid()).statusCode);
    const oversized = await t.app.inject({
      method: 'POST',
      url: '/api/public/token/new',
      remoteAddress: '10.0.4.1',
      headers: { 'content-type': 'application/json' },
      payload: `{"emailAddress":"${'x'.repeat(100_000)}"}`,
    });
    statuses.push(oversized.statusCode, (await invalid()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 413, 429]);
    expect((await invalid()).json().message).toMatch(/^Trop de tentatives\./);
  });
});

describe('rate limits on signed-in calls that mail or guess', () => {
  it('limits sendresetpwdemail per account: no more mails past the limit', async () => {
    const account = await createAccount(t);
    const mailsBefore = t.outbox().length;
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/myaccount/sendresetpwdemail',
        headers: account.auth,
        remoteAddress: `10.0.5.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(t.outbox().length - mailsBefore).toBe(3);
  });

  it('limits checkcoupon guesses per account, from any address', async () => {
    const account = await createAccount(t);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/checkcoupon',
        headers: account.auth,
        remoteAddress: `10.0.6.${i}`,
        payload: { couponCode: `ESSAI${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
