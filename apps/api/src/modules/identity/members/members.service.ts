import {
  canDo,
  ESPACE_MESSAGES as M,
  nameFromEmail,
  personLabel,
  type EspaceMembersResponse,
  type EspaceRole,
  type MyEspace,
} from '@duerp/domain/espaces';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, notFound } from '../../../errors.js';
import { recordActivity } from '../activity/index.js';
import type { Membership } from '../espaces/index.js';
import { removedMail, roleChangedMail } from './member-mails.js';
import { insertEspace, updateEspace } from '../espaces/index.js';
import { announceAccessChanged, loadEspace } from '../espaces/index.js';
import { listPendingInvitations } from './invitations.repository.js';
import {
  deleteMember,
  listMembers,
  listMemberships,
  lockOwnerCount,
  updateMemberRole,
} from '../espaces/index.js';

/** The espaces of a person, personal first, each with their role (the switcher). */
export async function listMyEspaces(deps: Deps, accountId: string): Promise<MyEspace[]> {
  const rows = await listMemberships(deps.db, accountId);
  return rows.map((r) => ({
    id: r.espaceId,
    name: r.name,
    role: r.role,
    isPersonal: r.isPersonal,
  }));
}

/** "Nouvel espace": the person becomes its Propriétaire. */
export async function createEspace(deps: Deps, accountId: string, name: string): Promise<MyEspace> {
  const espace = await deps.db.transaction((tx) =>
    insertEspace(tx, { name, ownerId: accountId, personal: false }),
  );
  return { id: espace.id, name: espace.name, role: 'proprietaire', isPersonal: false };
}

export async function renameEspace(
  deps: Deps,
  actor: { accountId: string; espace: Membership },
  name: string,
): Promise<MyEspace> {
  const { espaceId } = actor.espace;
  await deps.db.transaction(async (tx) => {
    await updateEspace(tx, espaceId, { name });
    await recordActivity(tx, {
      espaceId,
      actorAccountId: actor.accountId,
      action: 'espace.renamed',
      details: { name },
    });
  });
  return { id: espaceId, name, role: actor.espace.role, isPersonal: actor.espace.isPersonal };
}

/**
 * The espace's members and pending invitations. Addresses are the Propriétaires' (who invite and
 * manage): the other roles get each member's name and role, their own address, no invitation.
 */
export async function getMembers(
  deps: Deps,
  caller: { accountId: string; espace: Membership },
  now = new Date(),
): Promise<EspaceMembersResponse> {
  const { espace } = caller;
  const manages = canDo(espace.role, 'manage');
  const row = await loadEspace(deps.db, espace.espaceId);
  const members = await listMembers(deps.db, espace.espaceId);
  const invitations = manages ? await listPendingInvitations(deps.db, espace.espaceId, now) : [];
  return {
    espace: { id: row.id, name: row.name, role: espace.role, isPersonal: espace.isPersonal },
    members: members.map((m) => ({
      accountId: m.accountId,
      ...(manages || m.accountId === caller.accountId ? { email: m.email } : {}),
      // Without a chosen name: the address to who sees addresses (as before), else drawn from it.
      name: personLabel(m.displayName, manages ? m.email : nameFromEmail(m.email)),
      role: m.role,
      joinedAt: m.joinedAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      displayName: i.displayName,
      createdAt: i.createdAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
    })),
  };
}

/**
 * Changes a member's role, or removes them (`role` null), keeping one Propriétaire at least and
 * the holder of a personal espace in it. Holds on the member's next request (the policy reads the
 * membership every time).
 */
async function changeMembership(
  deps: Deps,
  espaceId: string,
  target: string,
  role: EspaceRole | null,
): Promise<{ email: string; before: EspaceRole; espaceName: string }> {
  return deps.db.transaction(async (tx) => {
    const owners = await lockOwnerCount(tx, espaceId);
    const espace = await loadEspace(tx, espaceId);
    const member = (await listMembers(tx, espaceId)).find((m) => m.accountId === target);
    if (!member) throw notFound(M.memberNotFound);
    if (espace.personalAccountId === target && role !== 'proprietaire') {
      throw badRequest(M.personalHolder);
    }
    if (member.role === 'proprietaire' && role !== 'proprietaire' && owners <= 1) {
      throw badRequest(M.lastOwner);
    }
    if (role) await updateMemberRole(tx, espaceId, target, role);
    else await deleteMember(tx, espaceId, target);
    // Their open documents' streams check again whether they may still read.
    announceAccessChanged(tx, { espaceId, accountId: target });
    return { email: member.email, before: member.role, espaceName: espace.name };
  });
}

export async function changeMemberRole(
  deps: Deps,
  actor: { accountId: string; espace: Membership },
  target: string,
  role: EspaceRole,
  appUrl: string,
): Promise<void> {
  const { espaceId } = actor.espace;
  const changed = await changeMembership(deps, espaceId, target, role);
  if (changed.before === role) return;
  await recordActivity(deps.db, {
    espaceId,
    actorAccountId: actor.accountId,
    action: 'member.role_changed',
    details: { email: changed.email, avant: changed.before, apres: role },
  });
  await deps.mailer.send(
    roleChangedMail(changed.email, { espaceName: changed.espaceName, role, link: appUrl }),
  );
}

export async function removeMember(
  deps: Deps,
  actor: { accountId: string; espace: Membership },
  target: string,
): Promise<void> {
  const { espaceId } = actor.espace;
  const removed = await changeMembership(deps, espaceId, target, null);
  const self = target === actor.accountId;
  await recordActivity(deps.db, {
    espaceId,
    actorAccountId: actor.accountId,
    action: self ? 'member.left' : 'member.removed',
    details: { email: removed.email },
  });
  if (!self) await deps.mailer.send(removedMail(removed.email, { espaceName: removed.espaceName }));
}

/** Leaving: any member, except the holder of a personal espace and the last Propriétaire. */
export function leaveEspace(deps: Deps, accountId: string, espace: Membership): Promise<void> {
  if (espace.isPersonal) throw badRequest(M.personalEspaceLeave);
  return removeMember(deps, { accountId, espace }, accountId);
}
