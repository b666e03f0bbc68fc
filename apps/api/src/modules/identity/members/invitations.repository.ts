import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { EspaceRole } from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import { espaceInvitations } from '../../../db/schema/index.js';

const pending = (now: Date) =>
  and(
    isNull(espaceInvitations.acceptedAt),
    isNull(espaceInvitations.revokedAt),
    gt(espaceInvitations.expiresAt, now),
  );

export function listPendingInvitations(db: Executor, espaceId: string, now: Date) {
  return db
    .select()
    .from(espaceInvitations)
    .where(and(eq(espaceInvitations.espaceId, espaceId), pending(now)))
    .orderBy(desc(espaceInvitations.createdAt));
}

/** Revokes the pending invitations of an address to an espace (a new one replaces them). */
export async function revokePendingFor(db: Executor, espaceId: string, email: string, now: Date) {
  await db
    .update(espaceInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(espaceInvitations.espaceId, espaceId),
        eq(espaceInvitations.email, email),
        pending(now),
      ),
    );
}

export async function insertInvitation(
  db: Executor,
  values: {
    espaceId: string;
    email: string;
    role: EspaceRole;
    displayName: string | null;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(espaceInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

/** Whether a pending invitation of this espace was revoked. */
export async function revokeInvitation(
  db: Executor,
  espaceId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(espaceInvitations)
    .set({ revokedAt: now })
    .where(
      and(eq(espaceInvitations.espaceId, espaceId), eq(espaceInvitations.id, id), pending(now)),
    )
    .returning({ id: espaceInvitations.id });
  return rows.length > 0;
}

/** Takes a pending invitation for good (single use): null if it was no longer pending. */
export async function claimInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(espaceInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(espaceInvitations.tokenHash, tokenHash), pending(now)))
    .returning();
  return row ?? null;
}

export function isPending(invitation: typeof espaceInvitations.$inferSelect, now: Date): boolean {
  return !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt > now;
}
