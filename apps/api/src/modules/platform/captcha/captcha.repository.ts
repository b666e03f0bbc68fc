import { captchaUses } from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';

/** Records a challenge as used; false when it already was (replay). */
export async function markChallengeUsed(db: Executor, challengeId: string): Promise<boolean> {
  const inserted = await db
    .insert(captchaUses)
    .values({ challengeId })
    .onConflictDoNothing()
    .returning({ challengeId: captchaUses.challengeId });
  return inserted.length > 0;
}
