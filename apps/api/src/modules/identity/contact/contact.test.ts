import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '@duerp/domain/contact';
import { solveCaptcha } from '../../../../test/helpers/captcha.js';
import {
  createAccount,
  createTestApp,
  useTestApp,
  type TestApp,
} from '../../../../test/helpers/test-app.js';
import { accounts, contactMessages } from '../../../db/schema/index.js';

const t = useTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const message = (overrides: Record<string, unknown> = {}) => ({
  emailAddress: 'Visiteur@Exemple.fr',
  name: 'Camille Martin',
  phoneNumber: '06 12 34 56 78',
  userMessage: 'Bonjour,\nj’ai une question sur le PAPRIPACT.',
  ...overrides,
});

const rowsFrom = (email: string) =>
  t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/public/contact', () => {
  it('stores the message, mails support with reply-to the sender and acknowledges it', async () => {
    const email = 'public-ok@exemple.fr';
    const res = await post('/api/public/contact', {
      ...message({ emailAddress: email }),
      captchaToken: await solveCaptcha(t),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent });

    const [row] = await rowsFrom(email);
    expect(row).toMatchObject({
      source: 'public',
      accountId: null,
      name: 'Camille Martin',
      phone: '06 12 34 56 78',
      attempts: 1,
      lastError: null,
    });
    expect(row!.sentAt).toBeInstanceOf(Date);

    const toSupport = t.outbox().find((m) => m.to === t.env.SUPPORT_EMAIL && m.replyTo === email);
    expect(toSupport?.subject).toBe('[Contact] Camille Martin (visiteur)');
    expect(toSupport?.text).toContain('j’ai une question sur le PAPRIPACT.');
    expect(toSupport?.text).toContain('Téléphone : 06 12 34 56 78');
    const ack = t.outbox().filter((m) => m.to === email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toBe('Nous avons bien reçu votre message');
    expect(ack[0]!.text).not.toContain('PAPRIPACT');
  });

  it('keeps the phone number optional', async () => {
    const email = 'sans-tel@exemple.fr';
    const body = message({ emailAddress: email });
    delete (body as Partial<typeof body>).phoneNumber;
    const res = await post('/api/public/contact', { ...body, captchaToken: await solveCaptcha(t) });
    expect(res.statusCode).toBe(200);
    expect((await rowsFrom(email))[0]!.phone).toBeNull();
  });

  it.each([
    ['a missing e-mail', { emailAddress: undefined }, CONTACT_MESSAGES.emailRequired],
    ['an invalid e-mail', { emailAddress: 'pas-une-adresse' }, CONTACT_MESSAGES.emailInvalid],
    ['a blank name', { name: '   ' }, 'Ce champ est requis'],
    ['an empty message', { userMessage: '' }, 'Le message est requis'],
    [
      'a 5001-character message',
      { userMessage: 'a'.repeat(5001) },
      CONTACT_MESSAGES.messageTooLong,
    ],
    ['a 201-character name', { name: 'n'.repeat(201) }, CONTACT_MESSAGES.nameTooLong],
    ['a 41-character phone', { phoneNumber: '0'.repeat(41) }, CONTACT_MESSAGES.phoneTooLong],
  ])('answers 400 to %s, with the French message', async (_label, overrides, expected) => {
    const res = await post('/api/public/contact', { ...message(overrides), captchaToken: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(expected);
  });

  it('answers 400 to an unknown field and stores nothing', async () => {
    const email = 'champ-inconnu@exemple.fr';
    const res = await post('/api/public/contact', {
      ...message({ emailAddress: email }),
      captchaToken: 'x',
      admin: true,
    });
    expect(res.statusCode).toBe(400);
    expect(await rowsFrom(email)).toHaveLength(0);
  });

  it('refuses a missing, invalid or replayed captcha, storing nothing', async () => {
    const email = 'captcha-contact@exemple.fr';
    const missing = await post('/api/public/contact', message({ emailAddress: email }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('La vérification de sécurité est requise');
    const invalid = await post('/api/public/contact', {
      ...message({ emailAddress: email }),
      captchaToken: 'bm9uLXZhbGlkZQ==',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/vérification de sécurité a échoué/);
    expect(await rowsFrom(email)).toHaveLength(0);

    const captchaToken = await solveCaptcha(t);
    expect(
      (await post('/api/public/contact', { ...message({ emailAddress: email }), captchaToken }))
        .statusCode,
    ).toBe(200);
    const replay = await post('/api/public/contact', {
      ...message({ emailAddress: email }),
      captchaToken,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/déjà été utilisée/);
    expect(await rowsFrom(email)).toHaveLength(1);
  });
});

describe('POST /api/contact (signed in)', () => {
  it('answers 401 without a session', async () => {
    expect((await post('/api/contact', message())).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/defaults' })).statusCode).toBe(
      401,
    );
  });

  it('gives the account e-mail to prefill the form', async () => {
    const account = await createAccount(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact/defaults',
      headers: account.auth,
    });
    expect(res.json()).toEqual({ emailAddress: account.email });
  });

  it('stores the message with its account, without captcha, and mails it', async () => {
    const account = await createAccount(t);
    const res = await post(
      '/api/contact',
      message({ emailAddress: account.email, phoneNumber: '' }),
      account.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent });
    const [row] = await rowsFrom(account.email);
    expect(row).toMatchObject({ source: 'private', accountId: account.id, phone: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const toSupport = t
      .outbox()
      .find((m) => m.to === t.env.SUPPORT_EMAIL && m.replyTo === account.email);
    expect(toSupport?.subject).toBe('[Contact] Camille Martin (client)');
  });

  it('validates the body and refuses a captcha token it does not expect', async () => {
    const account = await createAccount(t);
    const bad = await post('/api/contact', message({ userMessage: ' ' }), account.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Le message est requis');
    const extra = await post('/api/contact', { ...message(), captchaToken: 'x' }, account.auth);
    expect(extra.statusCode).toBe(400);
  });

  it('keeps an account message when its account is deleted, without the link', async () => {
    const account = await createAccount(t);
    await post('/api/contact', message({ emailAddress: account.email }), account.auth);
    await t.app.deps.db.delete(accounts).where(eq(accounts.id, account.id));
    const [row] = await rowsFrom(account.email);
    expect(row?.accountId).toBeNull();
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAX_PER_IP: '3', RATE_LIMIT_MAX_PER_EMAIL: '2' });
  });
  afterAll(() => limited.close());

  const send = (
    url: string,
    payload: object,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => limited.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  it('limits the public form per IP and per sender address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = {
        ...message({ emailAddress: `ip${i}@exemple.fr` }),
        captchaToken: await solveCaptcha(limited),
      };
      statuses.push((await send('/api/public/contact', body, '10.1.0.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const perEmail: number[] = [];
    for (let i = 0; i < 3; i++) {
      const body = {
        ...message({ emailAddress: 'meme@exemple.fr' }),
        captchaToken: await solveCaptcha(limited),
      };
      perEmail.push((await send('/api/public/contact', body, `10.1.1.${i}`)).statusCode);
    }
    expect(perEmail).toEqual([200, 200, 429]);
  });

  it('limits the private form per account whatever the reply address', async () => {
    const account = await createAccount(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send(
        '/api/contact',
        message({ emailAddress: `adresse${i}@exemple.fr` }),
        `10.2.0.${i}`,
        account.auth,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
