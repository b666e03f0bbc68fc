import { describe, expect, it } from 'vitest';
import { createAccount, useTestApp } from '../../../../test/helpers/test-app.js';
import {
  allowListAdd,
  allowListList,
  allowListRemove,
  setMaxDuerps,
  setVip,
} from './admin.service.js';

const t = useTestApp();

const info = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/myaccount/info', headers: auth })).json();
const isAllowed = async (emailAddress: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/public/account/info',
      payload: { emailAddress },
    })
  ).json().isAllowed;

describe('admin commands', () => {
  it('manage the allow-list', async () => {
    expect(await allowListList(t.app.deps)).toMatch(/toutes les adresses sont autorisées/);
    await allowListAdd(t.app.deps, '*@Cabinet.fr');
    expect(await isAllowed('a@cabinet.fr')).toBe(true);
    expect(await isAllowed('a@ailleurs.fr')).toBe(false);
    expect(await allowListList(t.app.deps)).toBe('*@cabinet.fr');
    await expect(allowListAdd(t.app.deps, 'pas une adresse')).rejects.toThrow(/Motif invalide/);
    await allowListRemove(t.app.deps, '*@cabinet.fr');
    expect(await isAllowed('a@ailleurs.fr')).toBe(true);
  });
  it('switch VIP on and off and set the DUERP cap', async () => {
    const account = await createAccount(t);
    await setVip(t.app.deps, account.email, true);
    expect(await info(account.auth)).toMatchObject({ isVip: true, maxNumberOfDuerps: 5 });
    await setMaxDuerps(t.app.deps, account.email, '12');
    expect((await info(account.auth)).maxNumberOfDuerps).toBe(12);
    await setMaxDuerps(t.app.deps, account.email, 'default');
    await setVip(t.app.deps, account.email, false);
    expect(await info(account.auth)).toMatchObject({ isVip: false, maxNumberOfDuerps: 5 });
    await expect(setMaxDuerps(t.app.deps, account.email, '-3')).rejects.toThrow(/invalide/);
    await expect(setVip(t.app.deps, 'personne@exemple.fr', true)).rejects.toThrow(/Aucun compte/);
  });
});
