import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { idempotentAnswers } from '../../db/schema/index.js';

export type IdempotentAnswer = typeof idempotentAnswers.$inferInsert;

export async function findIdempotentAnswer(db: Executor, accountId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotentAnswers)
    .where(and(eq(idempotentAnswers.accountId, accountId), eq(idempotentAnswers.key, key)))
    .limit(1);
  return row ?? null;
}

/** The first answer stored for a key stays (two sends racing: the later one is not kept). */
export async function storeIdempotentAnswer(db: Executor, answer: IdempotentAnswer) {
  await db.insert(idempotentAnswers).values(answer).onConflictDoNothing();
}
