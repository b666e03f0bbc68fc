import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { duerpComplianceRecords } from '../../../db/schema/index.js';

type Values = Partial<Omit<typeof duerpComplianceRecords.$inferInsert, 'duerpDocumentId'>>;

export async function findComplianceRecords(db: Executor, duerpDocumentId: string) {
  const [row] = await db
    .select()
    .from(duerpComplianceRecords)
    .where(eq(duerpComplianceRecords.duerpDocumentId, duerpDocumentId));
  return row ?? null;
}

/** Writes the fields given, keeping the others. */
export async function upsertComplianceRecords(db: Executor, duerpDocumentId: string, set: Values) {
  const [row] = await db
    .insert(duerpComplianceRecords)
    .values({ duerpDocumentId, ...set })
    .onConflictDoUpdate({ target: duerpComplianceRecords.duerpDocumentId, set })
    .returning();
  if (!row) throw new Error('compliance records upsert returned no row');
  return row;
}
