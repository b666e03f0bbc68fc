import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

describe('configuration', () => {
  it('has working defaults for development', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DEFAULT_MAX_DUERPS: 5, ACCESS_TOKEN_TTL_SECONDS: 900 });
  });
  it('names every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'abc', PUBLIC_URL: 'pas une url', LOG_LEVEL: 'bavard' })).toThrow(
      /PORT[\s\S]*PUBLIC_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*PUBLIC_URL/,
    );
  });
  it('refuses the default secrets in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET[\s\S]*CAPTCHA_HMAC_SECRET/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'a'.repeat(40),
        CAPTCHA_HMAC_SECRET: 'b'.repeat(40),
      }),
    ).not.toThrow();
  });
  it('chooses the payment provider once: test by default, Stripe only with its secrets', () => {
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe('test');
    expect(parseEnv({}).PUBLIC_URL).toBeUndefined();
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    // A Stripe key with the test provider is a mistake, not a silent fallback.
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(
      parseEnv({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }).PAYMENT_PROVIDER,
    ).toBe('stripe');
  });
  it('reads relative folders from where npm was run', () => {
    expect(parseEnv({ DATA_DIR: './d', INIT_CWD: '/srv/duerp' }).DATA_DIR).toBe('/srv/duerp/d');
  });
});

describe('TRUST_PROXY', () => {
  it('believes nobody by default, every hop with true, or only the listed proxies', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
  });
});
