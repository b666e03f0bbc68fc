import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { idempotentAnswers } from '../../../db/schema/index.js';

export type IdempotentAnswer = typeof idempotentAnswers.$inferSelect;

/** A claim held by one request: the others cannot settle or release it. */
export interface HeldClaim {
  accountId: string;
  key: string;
  claimId: string;
}

interface Claim {
  accountId: string;
  key: string;
  method: string;
  url: string;
  requestHash: string;
  claimId: string;
  /** How long the claim holds if its request never finishes (the process died). */
  leaseMs: number;
}

/**
 * Claims a key in one statement, which only one of several concurrent requests wins (the primary
 * key): a new key, a refused one (the write may be tried again), or a pending one whose holder let
 * its lease run out. Returns whether this request holds the claim.
 */
export async function claimKey(db: Executor, claim: Claim): Promise<boolean> {
  const claimedUntil = sql`now() + ${`${claim.leaseMs} milliseconds`}::interval`;
  const fresh = {
    method: claim.method,
    url: claim.url,
    requestHash: claim.requestHash,
    claimId: claim.claimId,
    state: 'pending' as const,
    statusCode: 0,
    contentType: null,
    body: '',
    rereadId: null,
    fileHeaders: null,
  };
  const rows = await db
    .insert(idempotentAnswers)
    .values({ accountId: claim.accountId, key: claim.key, ...fresh, claimedUntil })
    .onConflictDoUpdate({
      target: [idempotentAnswers.accountId, idempotentAnswers.key],
      set: { ...fresh, claimedUntil, createdAt: sql`now()` },
      setWhere: or(
        eq(idempotentAnswers.state, 'refused'),
        and(eq(idempotentAnswers.state, 'pending'), sql`${idempotentAnswers.claimedUntil} < now()`),
      ),
    })
    .returning({ claimId: idempotentAnswers.claimId });
  return rows[0]?.claimId === claim.claimId;
}

export async function findIdempotentAnswer(db: Executor, accountId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotentAnswers)
    .where(and(eq(idempotentAnswers.accountId, accountId), eq(idempotentAnswers.key, key)))
    .limit(1);
  return row ?? null;
}

const heldBy = (held: HeldClaim) =>
  and(
    eq(idempotentAnswers.accountId, held.accountId),
    eq(idempotentAnswers.key, held.key),
    eq(idempotentAnswers.claimId, held.claimId),
  );

/** The answer of the claim's write: 'done' (replayed from now on) or 'refused'. */
export async function settleClaim(
  db: Executor,
  held: HeldClaim,
  answer: Pick<
    IdempotentAnswer,
    'state' | 'statusCode' | 'contentType' | 'body' | 'rereadId' | 'fileHeaders'
  >,
) {
  await db
    .update(idempotentAnswers)
    .set({ ...answer, claimedUntil: null })
    .where(and(heldBy(held), eq(idempotentAnswers.state, 'pending')));
}

/** Gives a claim up (its answer cannot be kept): the next copy does the write. */
export async function releaseClaim(db: Executor, held: HeldClaim) {
  await db
    .delete(idempotentAnswers)
    .where(and(heldBy(held), eq(idempotentAnswers.state, 'pending')));
}
