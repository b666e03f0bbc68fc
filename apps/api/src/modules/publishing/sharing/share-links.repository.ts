import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  shareLinkOpenings,
  shareLinks,
  type ShareLinkOpeningKind,
} from '../../../db/schema/index.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertShareLink(db: Executor, values: typeof shareLinks.$inferInsert) {
  const [row] = await db.insert(shareLinks).values(values).returning();
  if (!row) throw new Error('share link insert returned no row');
  return row;
}

export function listShareLinksOf(db: Executor, duerpDocumentId: string) {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.duerpDocumentId, duerpDocumentId))
    .orderBy(desc(shareLinks.createdAt));
}

export async function revokeShareLink(db: Executor, duerpDocumentId: string, id: string) {
  await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(shareLinks.id, id),
        eq(shareLinks.duerpDocumentId, duerpDocumentId),
        isNull(shareLinks.revokedAt),
      ),
    );
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.duerpDocumentId, duerpDocumentId)));
  return row ?? null;
}

export async function recordOpening(db: Executor, shareLinkId: string, kind: ShareLinkOpeningKind) {
  await db.insert(shareLinkOpenings).values({ shareLinkId, kind });
}

export async function openingCounts(db: Executor, linkIds: string[]) {
  if (linkIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: shareLinkOpenings.shareLinkId, n: count() })
    .from(shareLinkOpenings)
    .where(inArray(shareLinkOpenings.shareLinkId, linkIds))
    .groupBy(shareLinkOpenings.shareLinkId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The latest openings of one link, newest first. */
export async function recentOpenings(db: Executor, linkId: string, limit: number) {
  const rows = await db
    .select({ openedAt: shareLinkOpenings.openedAt })
    .from(shareLinkOpenings)
    .where(eq(shareLinkOpenings.shareLinkId, linkId))
    .orderBy(desc(shareLinkOpenings.openedAt))
    .limit(limit);
  return rows.map((r) => r.openedAt);
}
