import type { EspaceRole } from '@duerp/domain/espaces';
import type { createAccount, TestApp } from './test-app.js';

type Account = Awaited<ReturnType<typeof createAccount>>;

/** Where a test reads the mails sent: the outbox, unless the app sends through SMTP. */
type Mails = () => { to: string; subject: string; text: string }[];

/** The invitation token of the last invitation mailed to `email` (from the outbox by default). */
export function invitationTokenFor(t: TestApp, email: string, mails: Mails = t.outbox): string {
  const mail = mails().findLast((m) => m.to === email && /Invitation/.test(m.subject));
  const token = /\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** `owner` invites `member` into `espaceId` with `role`, through the mailed link. */
export async function joinEspace(
  t: TestApp,
  owner: Account,
  member: Account,
  role: EspaceRole,
  espaceId = owner.espaceId,
  mails: Mails = t.outbox,
): Promise<void> {
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/espaces/${espaceId}/invitations`,
    headers: owner.auth,
    payload: { email: member.email, role },
  });
  if (invited.statusCode !== 200) throw new Error(`invite: ${invited.body}`);
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/espaces/invitations/accept',
    headers: member.auth,
    payload: { token: invitationTokenFor(t, member.email, mails) },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
}

/** Headers acting on another espace than the personal one. */
export const inEspace = (account: Account, espaceId: string) => ({
  ...account.auth,
  'x-espace-id': espaceId,
});

/** A call as `account` (its bearer header, or `headers`), with an optional JSON body. */
export function callAs(
  t: TestApp,
  account: Account,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = account.auth,
) {
  return t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
export type CallAs = (
  ...args: Parameters<typeof callAs> extends [TestApp, ...infer Rest] ? Rest : never
) => ReturnType<typeof callAs>;
