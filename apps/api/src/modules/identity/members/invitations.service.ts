import {
  ESPACE_MESSAGES as M,
  personLabel,
  type AcceptInvitationBody,
  type InvitationInfo,
  type InviteMemberBody,
} from '@duerp/domain/espaces';
import { normalizeEmail } from '@duerp/domain/auth';
import type { Deps } from '../../../lib/deps.js';
import { conflict, forbidden, HttpError, notFound } from '../../../errors.js';
import { hashToken, newOpaqueToken } from '../../../lib/secure-token.js';
import { recordActivity } from '../activity/index.js';
import {
  findAccountByEmail,
  findAccountById,
  isAllowed,
  updateAccountDisplayName,
} from '../auth/index.js';
import type { Membership } from '../espaces/index.js';
import { invitationMail } from './member-mails.js';
import { loadEspace, lockEspaceRow } from '../espaces/index.js';
import { findInvitationByHash } from '../invitation-queries/index.js';
import {
  claimInvitation,
  insertInvitation,
  isPending,
  revokeInvitation,
  revokePendingFor,
} from './invitations.repository.js';
import { insertMember, listMembers } from '../espaces/index.js';

/** An invitation link is valid 7 days. */
export const INVITATION_TTL_DAYS = 7;

const gone = () => new HttpError(410, M.invitationUnavailable);

/** The page an invitation e-mail links to: the token in the query, which logs redact. */
export function invitationLink(origin: string, token: string): string {
  const url = new URL('/invitation', origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Invites an address with a role: a single-use link valid 7 days, stored hashed, e-mailed. A new
 * invitation of the same address replaces the pending one.
 */
export async function inviteMember(
  deps: Deps,
  actor: { accountId: string; espace: Membership },
  body: InviteMemberBody,
  origin: string,
  now = new Date(),
): Promise<{ id: string }> {
  const { espaceId } = actor.espace;
  const email = normalizeEmail(body.email);
  const members = await listMembers(deps.db, espaceId);
  if (members.some((m) => m.email === email)) throw conflict(M.alreadyMember);
  const token = newOpaqueToken();
  const invitation = await deps.db.transaction(async (tx) => {
    // One pending invitation per address: two sent at once take turns, the later revokes the other.
    await lockEspaceRow(tx, espaceId);
    await revokePendingFor(tx, espaceId, email, now);
    const row = await insertInvitation(tx, {
      espaceId,
      email,
      role: body.role,
      displayName: body.displayName || null,
      tokenHash: hashToken(token),
      invitedBy: actor.accountId,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
    });
    await recordActivity(tx, {
      espaceId,
      actorAccountId: actor.accountId,
      action: 'member.invited',
      details: { email, role: body.role },
    });
    return row;
  });
  const espace = await loadEspace(deps.db, espaceId);
  const inviter = await findAccountById(deps.db, actor.accountId);
  await deps.mailer.send(
    invitationMail(email, {
      espaceName: espace.name,
      invitedBy: inviter ? personLabel(inviter.displayName, inviter.email) : 'Un membre',
      role: body.role,
      link: invitationLink(origin, token),
      days: INVITATION_TTL_DAYS,
    }),
  );
  return { id: invitation.id };
}

export async function cancelInvitation(
  deps: Deps,
  espace: Membership,
  invitationId: string,
): Promise<void> {
  if (!(await revokeInvitation(deps.db, espace.espaceId, invitationId, new Date()))) {
    throw notFound(M.invitationNotFound);
  }
}

/** What the invitation page shows, before anyone signs in. */
export async function getInvitationInfo(
  deps: Deps,
  token: string,
  now = new Date(),
): Promise<InvitationInfo> {
  const found = await findInvitationByHash(deps.db, hashToken(token));
  if (!found) throw notFound(M.invitationNotFound);
  if (!isPending(found.invitation, now)) throw gone();
  const { email, role, expiresAt } = found.invitation;
  return {
    espaceName: found.espaceName,
    invitedBy: found.invitedBy ?? 'Un ancien membre',
    role,
    email,
    expiresAt: expiresAt.toISOString(),
    displayName: found.invitation.displayName,
    hasAccount: (await findAccountByEmail(deps.db, email)) !== null,
    isAllowed: await isAllowed(deps, email),
  };
}

/**
 * Joins the espace with the invitation's role, signed in with the invited address; single use.
 * The name given on joining becomes the person's display name.
 */
export async function acceptInvitation(
  deps: Deps,
  accountId: string,
  { token, displayName }: AcceptInvitationBody,
  now = new Date(),
): Promise<{ espaceId: string }> {
  const tokenHash = hashToken(token);
  const found = await findInvitationByHash(deps.db, tokenHash);
  if (!found) throw notFound(M.invitationNotFound);
  const account = await findAccountById(deps.db, accountId);
  if (account?.email !== found.invitation.email) throw forbidden(M.invitationOtherEmail);
  return deps.db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, tokenHash, now);
    if (!invitation) throw gone();
    const { espaceId } = invitation;
    if (displayName) await updateAccountDisplayName(tx, accountId, displayName);
    if (await insertMember(tx, { espaceId, accountId, role: invitation.role })) {
      await recordActivity(tx, {
        espaceId,
        actorAccountId: accountId,
        action: 'member.joined',
        details: { role: invitation.role },
      });
    }
    return { espaceId };
  });
}
