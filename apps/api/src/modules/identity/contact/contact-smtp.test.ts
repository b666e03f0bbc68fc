import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { solveCaptcha } from '../../../../test/helpers/captcha.js';
import { startTestSmtp, type ReceivedMail } from '../../../../test/helpers/smtp.js';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { contactMessages } from '../../../db/schema/index.js';
import { contactPendingReport, contactResendReport } from './contact.admin.js';
import { resendPendingContactMessages } from './contact.service.js';

/** A real SMTP server that refuses every message until told to accept. */
let accepting = false;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let received: ReceivedMail[];

let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp(() => accepting);
  received = smtp.received;
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('contact messages when the mail server refuses them', () => {
  it('accepts and stores the message, then sends it on resend', async () => {
    const account = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: account.auth,
      payload: {
        emailAddress: account.email,
        name: 'Dominique',
        userMessage: 'Message à ne pas perdre',
      },
    });
    expect(res.statusCode).toBe(200);

    const [stored] = await t.app.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, account.email));
    expect(stored).toMatchObject({ sentAt: null, attempts: 1, message: 'Message à ne pas perdre' });
    expect(stored!.lastError).toMatch(/550/);
    expect(received).toHaveLength(0);
    expect(await contactPendingReport(t.app.deps)).toContain(account.email);

    accepting = true;
    const result = await resendPendingContactMessages(t.app.deps);
    expect(result).toEqual({ sent: [stored!.id], failed: [] });

    const [after] = await t.app.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, stored!.id));
    expect(after!.sentAt).toBeInstanceOf(Date);
    expect(after).toMatchObject({ attempts: 2, lastError: null });

    const toSupport = received.find((m) => m.to.includes(t.env.SUPPORT_EMAIL));
    expect(toSupport?.raw).toMatch(
      new RegExp(`^Reply-To: ${account.email.replace(/[.+]/g, '\\$&')}`, 'mi'),
    );
    expect(toSupport?.raw).toContain('Dominique');
    expect(received.some((m) => m.to.includes(account.email))).toBe(true);

    expect(await contactPendingReport(t.app.deps)).toBe(
      'Aucun message de contact en attente d’envoi.',
    );
    expect(await contactResendReport(t.app.deps)).toBe(
      'Aucun message de contact en attente d’envoi.',
    );
  });

  it('keeps a refused public message pending and reports it after a failed resend', async () => {
    accepting = false;
    const email = 'visiteur-refuse@exemple.fr';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: {
        emailAddress: email,
        name: 'Encore',
        userMessage: 'Toujours refusé',
        captchaToken: await solveCaptcha(t),
      },
    });
    expect(res.statusCode).toBe(200);
    const report = await contactResendReport(t.app.deps);
    expect(report).toMatch(/^Messages envoyés au support : 0 ; toujours en échec : 1/);
    const [row] = await t.app.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(row).toMatchObject({ sentAt: null, attempts: 2, source: 'public' });
  });
});
