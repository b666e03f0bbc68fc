import { statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { sendAdminCommand, serveAdminChannel } from './admin-channel.js';
import { USAGE } from './admin.commands.js';

let t: TestApp;
let stop: () => Promise<void>;
let path: string;
beforeAll(async () => {
  t = await createTestApp();
  stop = await serveAdminChannel({ deps: t.app.deps, database: t.database }, t.dataDir, t.app.log);
  path = join(t.dataDir, 'admin.sock');
});
afterAll(() => t.close());

/** What the server answers to one raw line. */
function rawExchange(line: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path, () => socket.write(line));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(JSON.parse(received)));
    socket.on('error', reject);
  });
}

describe('the admin channel', () => {
  it('is a socket only its owner can open', () => {
    const stat = statSync(path);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it("runs a command on the server's own database: the API sees it at once", async () => {
    const account = await createAccount(t);
    const reply = await sendAdminCommand(path, {
      command: 'vip',
      args: ['on', account.email],
      cwd: t.dataDir,
    });
    expect(reply).toEqual({ ok: true, output: `${account.email} : VIP activé` });
    const info = await t.app.inject({ url: '/api/myaccount/info', headers: account.auth });
    expect(info.json()).toMatchObject({ isVip: true });
  });

  it('answers a refusal in French for bad arguments, an unknown command or an unreadable line', async () => {
    expect(
      await sendAdminCommand(path, { command: 'vip', args: ['on', 'x@y.fr'], cwd: '/' }),
    ).toEqual({ ok: false, message: 'Aucun compte pour x@y.fr' });
    expect(await sendAdminCommand(path, { command: 'restore', args: ['f'], cwd: '/' })).toEqual({
      ok: false,
      message: USAGE,
    });
    expect(await rawExchange('{"command": 3}\n')).toEqual({
      ok: false,
      message: "Requête d'administration illisible.",
    });
  });

  it('stops listening when the server stops', async () => {
    await stop();
    await expect(
      sendAdminCommand(path, { command: 'coupon', args: ['list'], cwd: '/' }),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^(ENOENT|ECONNREFUSED)$/) });
  });
});
