import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { spstSendings } from '../../../db/schema/index.js';

export async function insertSending(db: Executor, values: typeof spstSendings.$inferInsert) {
  const [row] = await db.insert(spstSendings).values(values).returning({ id: spstSendings.id });
  if (!row) throw new Error('spst sending insert returned no row');
  return row.id;
}

export async function setReceipt(
  db: Executor,
  sendingId: string,
  receipt: Buffer,
  receiptMimeType: string,
) {
  await db
    .update(spstSendings)
    .set({ receipt, receiptMimeType })
    .where(eq(spstSendings.id, sendingId));
}

export async function findReceipt(db: Executor, duerpDocumentId: string, sendingId: string) {
  const [row] = await db
    .select({ receipt: spstSendings.receipt, mimeType: spstSendings.receiptMimeType })
    .from(spstSendings)
    .where(and(eq(spstSendings.duerpDocumentId, duerpDocumentId), eq(spstSendings.id, sendingId)));
  return row ?? null;
}
