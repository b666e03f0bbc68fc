import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@duerp/domain/auth';
import { solveCaptcha } from '../../../../test/helpers/captcha.js';
import {
  createAccount,
  createTestApp,
  useTestApp,
  TEST_PASSWORD,
} from '../../../../test/helpers/test-app.js';
import { allowedEmails } from '../../../db/schema/index.js';

const t = useTestApp();

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/public/account/info', () => {
  it('says an unknown address is allowed and not set up', async () => {
    const res = await post('/api/public/account/info', { emailAddress: 'inconnu@exemple.fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAllowed: true, isSetup: false });
  });
  it('says an existing account is set up, whatever the case of the address', async () => {
    const account = await createAccount(t);
    const res = await post('/api/public/account/info', {
      emailAddress: account.email.toUpperCase(),
    });
    expect(res.json()).toEqual({ isAllowed: true, isSetup: true });
  });
  it.each([
    ['missing field', {}],
    ['wrong type', { emailAddress: 42 }],
    ['extra field', { emailAddress: 'a@b.fr', admin: true }],
    ['invalid address', { emailAddress: 'pas-une-adresse' }],
  ])('answers 400 with a French message for a %s', async (_label, body) => {
    const res = await post('/api/public/account/info', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[a-zé]/i);
  });
  it('answers 400 to a body that is not JSON and 413 to a 1 MB body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/public/account/info',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailAddress":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");
    const huge = await post('/api/public/account/info', { emailAddress: 'a'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La requête est trop volumineuse.');
  });
  it('refuses a prototype-pollution body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/account/info',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailAddress":"a@b.fr","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('allow-list', () => {
  it('applies exact addresses and *@domain patterns once the list is not empty', async () => {
    await t.app.deps.db
      .insert(allowedEmails)
      .values([{ pattern: '*@autorise.fr' }, { pattern: 'solo@ailleurs.fr' }]);
    const info = async (emailAddress: string) =>
      (await post('/api/public/account/info', { emailAddress })).json().isAllowed;
    expect(await info('quelquun@autorise.fr')).toBe(true);
    expect(await info('solo@ailleurs.fr')).toBe(true);
    expect(await info('autre@ailleurs.fr')).toBe(false);
    const create = await post('/api/public/account/create', {
      emailAddress: 'autre@ailleurs.fr',
      newPassword: TEST_PASSWORD,
      captchaToken: await solveCaptcha(t),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(AUTH_MESSAGES.notAllowed);
    await t.app.deps.db.delete(allowedEmails);
  });
});

describe('POST /api/public/account/create', () => {
  it('creates an account with a solved captcha and returns tokens', async () => {
    const res = await post('/api/public/account/create', {
      emailAddress: 'Nouvelle@Exemple.fr',
      newPassword: TEST_PASSWORD,
      captchaToken: await solveCaptcha(t),
    });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    expect(accessToken.split('.')).toHaveLength(3);
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(900);
    expect(refreshToken.length).toBeGreaterThan(30);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/myaccount/info',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(info.json()).toEqual({
      maxNumberOfDuerps: 5,
      isVip: false,
      isActivePremiumPlan: false,
      emailAddress: 'nouvelle@exemple.fr',
    });
  });
  it('refuses an address that already has an account', async () => {
    const account = await createAccount(t);
    const res = await post('/api/public/account/create', {
      emailAddress: account.email,
      newPassword: TEST_PASSWORD,
      captchaToken: await solveCaptcha(t),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/existe déjà/);
  });
  it('enforces the password rules on the server in their fixed order', async () => {
    const captchaToken = await solveCaptcha(t);
    const cases: [string, string][] = [
      ['a1!', AUTH_MESSAGES.passwordMinLength],
      ['12345678!', AUTH_MESSAGES.passwordLetter],
      ['abcdefgh!', AUTH_MESSAGES.passwordDigit],
      ['abcdefgh1', AUTH_MESSAGES.passwordSpecial],
    ];
    for (const [newPassword, message] of cases) {
      const res = await post('/api/public/account/create', {
        emailAddress: 'regles@exemple.fr',
        newPassword,
        captchaToken,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
  it('refuses a missing, invalid or replayed captcha', async () => {
    const body = { emailAddress: 'captcha@exemple.fr', newPassword: TEST_PASSWORD };
    expect((await post('/api/public/account/create', body)).statusCode).toBe(400);
    const invalid = await post('/api/public/account/create', {
      ...body,
      captchaToken: 'bm9uLXZhbGlkZQ==',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/vérification de sécurité a échoué/);
    const captchaToken = await solveCaptcha(t);
    expect((await post('/api/public/account/create', { ...body, captchaToken })).statusCode).toBe(
      200,
    );
    const replay = await post('/api/public/account/create', {
      ...body,
      emailAddress: 'autre-captcha@exemple.fr',
      captchaToken,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/déjà été utilisée/);
  });
  it('refuses a tampered solution', async () => {
    const payload = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const res = await post('/api/public/account/create', {
      emailAddress: 'tamper@exemple.fr',
      newPassword: TEST_PASSWORD,
      captchaToken: Buffer.from(JSON.stringify(payload)).toString('base64'),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/public/token/new', () => {
  it('signs in with the right password', async () => {
    const account = await createAccount(t);
    const res = await post('/api/public/token/new', {
      emailAddress: account.email,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['accessToken', 'refreshToken']);
  });
  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const account = await createAccount(t);
    const wrong = await post('/api/public/token/new', {
      emailAddress: account.email,
      password: 'Mauvais1!',
    });
    const unknown = await post('/api/public/token/new', {
      emailAddress: 'personne@exemple.fr',
      password: 'Mauvais1!',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Email ou mot de passe invalide' });
    }
  });
  it('answers 400 for a missing password', async () => {
    const res = await post('/api/public/token/new', { emailAddress: 'a@b.fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordRequired);
  });
});

describe('protected calls', () => {
  it('answer 401 without a token, with a forged one and with an expired one', async () => {
    const account = await createAccount(t);
    const noToken = await t.app.inject({ method: 'GET', url: '/api/myaccount/info' });
    expect(noToken.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/myaccount/info',
      headers: { authorization: `Bearer ${account.accessToken}x` },
    });
    expect(forged.statusCode).toBe(401);
    const shortLived = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '10' });
    try {
      const other = await createAccount(shortLived);
      const ok = await shortLived.app.inject({
        method: 'GET',
        url: '/api/myaccount/info',
        headers: other.auth,
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
  it('accept the client-version header', async () => {
    const account = await createAccount(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/myaccount/info',
      headers: { ...account.auth, 'x-client-version': 'duerp-web-v0.7.1' },
    });
    expect(res.statusCode).toBe(200);
  });
});
