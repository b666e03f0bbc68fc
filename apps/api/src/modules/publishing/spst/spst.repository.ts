import { and, asc, eq, lte } from 'drizzle-orm';
import type { SpstSettingsBody } from '@duerp/domain/compliance';
import type { Executor } from '../../../db/client.js';
import { duerpVersions, espaces, spstSendings } from '../../../db/schema/index.js';

const settingsColumns = {
  nom: espaces.spstNom,
  adresse: espaces.spstAdresse,
  email: espaces.spstEmail,
};

export async function findSpstSettings(db: Executor, espaceId: string) {
  const [row] = await db.select(settingsColumns).from(espaces).where(eq(espaces.id, espaceId));
  return row ?? null;
}

export async function updateSpstSettings(db: Executor, espaceId: string, body: SpstSettingsBody) {
  const [row] = await db
    .update(espaces)
    .set({ spstNom: body.nom, spstAdresse: body.adresse, spstEmail: body.email })
    .where(eq(espaces.id, espaceId))
    .returning(settingsColumns);
  return row ?? null;
}

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

export async function insertSending(db: Executor, values: typeof spstSendings.$inferInsert) {
  const [row] = await db.insert(spstSendings).values(values).returning({ id: spstSendings.id });
  if (!row) throw new Error('spst sending insert returned no row');
  return row.id;
}

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
