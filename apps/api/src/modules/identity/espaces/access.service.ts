import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { ESPACE_MESSAGES, canDo, roleRefusal, type EspaceAction } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import { badRequest, forbidden, notFound } from '../../../errors.js';
import { findMembershipByDocument, type Membership } from '../member-queries/index.js';
import { findMembership, findPersonalMembership } from './members.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The policy: every access decision of the API. A caller who is not a member of the espace gets
 * 404 (no existence leak, as for another account's document); a member whose role does not allow
 * the action gets 403 naming the role needed. Read from the database on every request, so that a
 * removal or a role change holds on the next request on every instance.
 */
function allow(membership: Membership | null, action: EspaceAction, missing: string): Membership {
  if (!membership) throw notFound(missing);
  if (!canDo(membership.role, action)) throw forbidden(roleRefusal(action, membership.role));
  return membership;
}

/** The caller's standing for `action` on the espace owning a live document. */
export async function authorizeOnDocument(
  db: Executor,
  accountId: string,
  documentId: string,
  action: EspaceAction,
): Promise<Membership> {
  const membership = await findMembershipByDocument(db, accountId, documentId);
  return allow(membership, action, DUERP_MESSAGES.notFound);
}

/**
 * The caller's standing for `action` on an espace: the one named (route parameter or the
 * X-Espace-Id header), else their personal espace.
 */
export async function authorizeOnEspace(
  db: Executor,
  accountId: string,
  espaceId: string | undefined,
  action: EspaceAction,
): Promise<Membership> {
  if (espaceId !== undefined && !UUID.test(espaceId)) {
    throw badRequest("L'identifiant d'espace est invalide.");
  }
  const membership = espaceId
    ? await findMembership(db, accountId, espaceId)
    : await findPersonalMembership(db, accountId);
  return allow(membership, action, ESPACE_MESSAGES.notFound);
}

export type { Membership };
