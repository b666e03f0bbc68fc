import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { accounts, espaceInvitations, espaces } from '../../../db/schema/index.js';

/*
 * An invitation read with its espace and its sender in one statement, when someone opens its link.
 * Only SELECTs (a `*-queries` module): invitations are written by members, espaces by espaces,
 * accounts by auth.
 */

/** An invitation by its token's hash, with its espace's name and who sent it. */
export async function findInvitationByHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: espaceInvitations,
      espaceName: espaces.name,
      invitedBy: sql<string | null>`coalesce(${accounts.displayName}, ${accounts.email})`,
    })
    .from(espaceInvitations)
    .innerJoin(espaces, eq(espaces.id, espaceInvitations.espaceId))
    .leftJoin(accounts, eq(accounts.id, espaceInvitations.invitedBy))
    .where(eq(espaceInvitations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
