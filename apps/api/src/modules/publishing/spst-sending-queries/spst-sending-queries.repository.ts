import { and, asc, eq, lt, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { duerpVersions, spstSendings } from '../../../db/schema/index.js';

const sendingColumns = {
  id: spstSendings.id,
  versionId: spstSendings.versionId,
  versionNumber: duerpVersions.versionNumber,
  mode: spstSendings.mode,
  date: spstSendings.date,
  recipientName: spstSendings.recipientName,
  recipientEmail: spstSendings.recipientEmail,
  versionSha256: spstSendings.versionSha256,
  messageId: spstSendings.messageId,
  receiptMimeType: spstSendings.receiptMimeType,
  createdAt: spstSendings.createdAt,
};
export type SendingRow = Awaited<ReturnType<typeof listSendings>>[number];

/** The sendings of a document (of its versions 1 … `upTo` when given), oldest first. */
export function listSendings(db: Executor, duerpDocumentId: string, upTo?: number) {
  return db
    .select(sendingColumns)
    .from(spstSendings)
    .innerJoin(duerpVersions, eq(duerpVersions.id, spstSendings.versionId))
    .where(
      and(
        eq(spstSendings.duerpDocumentId, duerpDocumentId),
        upTo === undefined ? undefined : lte(duerpVersions.versionNumber, upTo),
      ),
    )
    .orderBy(asc(duerpVersions.versionNumber), asc(spstSendings.createdAt));
}

export async function findSending(db: Executor, duerpDocumentId: string, sendingId: string) {
  const [row] = await db
    .select(sendingColumns)
    .from(spstSendings)
    .innerJoin(duerpVersions, eq(duerpVersions.id, spstSendings.versionId))
    .where(and(eq(spstSendings.duerpDocumentId, duerpDocumentId), eq(spstSendings.id, sendingId)));
  return row ?? null;
}

/** The sendings to the SPST recorded before `before`, for the PDF's history page (issue 42). */
export function listSpstSendingsBefore(db: Executor, duerpDocumentId: string, before: Date) {
  return db
    .select({
      versionNumber: duerpVersions.versionNumber,
      mode: spstSendings.mode,
      date: spstSendings.date,
      recipientName: spstSendings.recipientName,
      recipientEmail: spstSendings.recipientEmail,
      versionSha256: spstSendings.versionSha256,
      messageId: spstSendings.messageId,
    })
    .from(spstSendings)
    .innerJoin(duerpVersions, eq(duerpVersions.id, spstSendings.versionId))
    .where(
      and(eq(spstSendings.duerpDocumentId, duerpDocumentId), lt(spstSendings.createdAt, before)),
    )
    .orderBy(asc(duerpVersions.versionNumber), asc(spstSendings.createdAt));
}
