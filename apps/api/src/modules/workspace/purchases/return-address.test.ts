import { describe, expect, it } from 'vitest';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import { createBillingProfile } from '../../../../test/helpers/payment.js';
import { isLocalHostname } from '../../../lib/app-origin.js';

// No PUBLIC_URL: the instance is reached at whatever address the browser used.
const t = useTestApp({ PUBLIC_URL: '' });

const LAN = 'http://192.168.1.20:3000';
const browser = (origin: string) => ({ host: new URL(origin).host, origin });

describe('payment and e-mail links from any address the instance is reached by', () => {
  it('accepts return URLs on the address used, and sends the browser back there', async () => {
    const account = await createAccount(t);
    const profile = await createBillingProfile(t, account.auth);
    for (const origin of ['http://127.0.0.1:3000', LAN]) {
      const init = await t.app.inject({
        method: 'POST',
        url: '/api/payment/init',
        headers: { ...account.auth, ...browser(origin) },
        payload: {
          planId: 'SUBPLAN_PREMIUM',
          billingProfileId: profile.id,
          successUrl: `${origin}/after-payment?subscriptionId={SUBSCRIPTION_ID}`,
          cancelUrl: `${origin}/checkout?plan=SUBPLAN_PREMIUM`,
        },
      });
      expect(init.statusCode, init.body).toBe(200);
      expect(init.json().checkoutUrl).toMatch(
        new RegExp(`^${origin}/api/payment/test-checkout/[0-9a-f-]{36}$`),
      );
    }
    const manage = await t.app.inject({
      method: 'POST',
      url: '/api/payment/manage',
      headers: { ...account.auth, ...browser(LAN) },
      payload: { returnUrl: `${LAN}/my-account`, billingProfileId: profile.id },
    });
    expect(manage.json().managePageUrl).toMatch(new RegExp(`^${LAN}/api/payment/test-portal\\?`));
  });

  it('still refuses a return URL to another site, saying what to do', async () => {
    const account = await createAccount(t);
    const profile = await createBillingProfile(t, account.auth);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/manage',
      headers: { ...account.auth, ...browser(LAN) },
      payload: { returnUrl: 'https://pirate.example/x', billingProfileId: profile.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Cette page n'a pas été ouverte à l'adresse de l'application : rechargez-la puis recommencez.",
    );
  });

  it('links the reset e-mail to the address the browser used', async () => {
    const account = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/resetpwd/sendlink',
      headers: browser(LAN),
      payload: { emailAddress: account.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.outbox().find((m) => m.to === account.email);
    expect(mail?.text).toContain(`${LAN}/resetpwd?email=`);
  });

  it('never e-mails a reset link pointing at another site named by the Host header', async () => {
    const account = await createAccount(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/resetpwd/sendlink',
      headers: browser('https://pirate.example'),
      payload: { emailAddress: account.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = t.outbox().find((m) => m.to === account.email && !m.text.includes(LAN));
    expect(mail?.text).toContain('http://localhost:');
    expect(mail?.text).not.toContain('pirate.example');
  });
});

describe('isLocalHostname', () => {
  it('knows the addresses of this machine and its network from the others', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '192.168.1.20',
      '10.0.0.3',
      '172.20.1.1',
      '[::1]',
      'intranet',
      'nas.local',
    ])
      expect(isLocalHostname(host), host).toBe(true);
    for (const host of ['pirate.example', '8.8.8.8', '172.32.0.1', 'duerp.fr', '[2001:db8::1]'])
      expect(isLocalHostname(host), host).toBe(false);
  });
});
