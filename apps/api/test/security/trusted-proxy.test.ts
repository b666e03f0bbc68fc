import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Behind the nginx of deploy/, TRUST_PROXY lists the proxy's address: its X-Forwarded-For gives
 * the client's address (the rate limits' key), anyone else's is ignored.
 */
describe('X-Forwarded-For trusted from the listed proxy only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, (app) => {
      app.get('/api/test-client-ip', async (request) => ({ ip: request.ip }));
    });
  });
  afterAll(() => t.close());

  const clientIp = async (remoteAddress: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-client-ip',
      remoteAddress,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    return res.json<{ ip: string }>().ip;
  };

  it('takes the address the proxy forwards', async () => {
    expect(await clientIp('127.0.0.1')).toBe('203.0.113.7');
  });

  it('ignores the header from anyone else', async () => {
    expect(await clientIp('198.51.100.9')).toBe('198.51.100.9');
  });
});
