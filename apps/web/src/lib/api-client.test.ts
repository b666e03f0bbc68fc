import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setApiNavigator } from './api-client';
import { getAccessToken, getRefreshToken, storeTokens } from './auth-session';
import { setCurrentEspaceId } from './current-espace';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
/** An access token inside the 30 s refresh margin: the next call refreshes first. */
const expiringToken = () =>
  `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) + 10 })}.sig`;

let navigatedTo: string[];
beforeEach(() => {
  navigatedTo = [];
  setApiNavigator((to) => navigatedTo.push(to));
  storeTokens({ accessToken: expiringToken(), refreshToken: 'jeton-de-rafraichissement' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('token refresh', () => {
  it('keeps the session when the refresh gets no answer (page leaving, network down)', async () => {
    const before = [getAccessToken(), getRefreshToken()];
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('GET', '/api/myaccount/info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect([getAccessToken(), getRefreshToken()]).toEqual(before);
    expect(navigatedTo).toEqual([]);
  });

  it('signs out when the server refuses the refresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(JSON.stringify({ message: 'Session expirée' }), { status: 401 }),
        ),
    );
    const error = await apiRequest('GET', '/api/myaccount/info').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect([getAccessToken(), getRefreshToken()]).toEqual([null, null]);
    expect(navigatedTo).toHaveLength(1);
    expect(navigatedTo[0]).toMatch(/^\/login\?returnUrl=/);
  });
});

describe('a token refused while a refresh for another token waits for its lock', () => {
  it('is refreshed in turn, not taken for the new token (no sign-out)', async () => {
    let openLock!: () => void;
    const lockFree = new Promise<void>((resolve) => (openLock = resolve));
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: { request: async (_name: string, run: () => unknown) => (await lockFree, run()) },
    });
    // Refused by its signature, far from expiry: no refresh ahead of the call.
    const refused = `${b64({ alg: 'HS256' })}.${b64({ exp: 4102444800 })}.faux`;
    const renewed = `${b64({ alg: 'HS256' })}.${b64({ exp: 4102444800 })}.bon`;
    const fetchMock = vi.fn().mockImplementation((path: string, init: RequestInit) => {
      if (path === '/api/public/token/refresh')
        return Promise.resolve(
          new Response(JSON.stringify({ accessToken: renewed, refreshToken: 'suivant' })),
        );
      const headers = init.headers as Record<string, string>;
      const ok = headers.Authorization === `Bearer ${renewed}`;
      return Promise.resolve(new Response('{}', { status: ok ? 200 : 401 }));
    });
    vi.stubGlobal('fetch', fetchMock);

    // The expiring token's call asks a refresh, which waits for the lock…
    const first = apiRequest('GET', '/api/myaccount/info');
    // …while the stored token becomes one the server refuses, and a call is made with it.
    localStorage.setItem('token', refused);
    const second = apiRequest('POST', '/api/myaccount/send-reset-link');
    await Promise.resolve();
    openLock();
    await expect(Promise.all([first, second])).resolves.toEqual([{}, {}]);
    expect(navigatedTo).toEqual([]);
    expect(getAccessToken()).toBe(renewed);
  });
});

describe('the current espace', () => {
  it('is named in X-Espace-Id on signed-in calls, never on public ones', async () => {
    localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ exp: 4102444800 })}.sig`);
    setCurrentEspaceId('espace-2');
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/api/duerp/list');
    await apiRequest('POST', '/api/public/account/info', { emailAddress: 'a@exemple.fr' });
    await apiRequest('GET', '/api/duerp/list', undefined, {
      headers: { 'X-Espace-Id': 'espace-3' },
    });
    const headers = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit).headers as Record<string, string>,
    );
    expect(headers.map((h) => h['X-Espace-Id'])).toEqual(['espace-2', undefined, 'espace-3']);
  });

  it('is not sent for the personal espace', async () => {
    localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ exp: 4102444800 })}.sig`);
    setCurrentEspaceId(null);
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/api/duerp/list');
    const [[, init]] = fetchMock.mock.calls as [[string, RequestInit]];
    expect(init.headers).not.toHaveProperty('X-Espace-Id');
  });
});

describe('a file as the body', () => {
  it('is sent as its own bytes with its own Content-Type, the bearer token kept', async () => {
    localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ exp: 4102444800 })}.sig`);
    const fetchMock = vi
      .fn()
      .mockImplementation(() => Promise.resolve(new Response('{"id":"p1"}', { status: 201 })));
    vi.stubGlobal('fetch', fetchMock);
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await expect(apiRequest('POST', '/api/duerp/d1/photos', photo)).resolves.toEqual({ id: 'p1' });
    const [[, init]] = fetchMock.mock.calls as [[string, RequestInit]];
    const headers = init.headers as Record<string, string>;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(photo);
    expect(headers['Content-Type']).toBe('image/jpeg');
    expect(headers.Authorization).toMatch(/^Bearer /);
  });
});
