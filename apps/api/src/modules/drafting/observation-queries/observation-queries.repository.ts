import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { duerpObservations, shareLinks } from '../../../db/schema/index.js';

/*
 * Observations read with the label of the link they came by, in one statement. Only SELECTs (a
 * `*-queries` module): observations are written by observations, links by sharing.
 */

const withLink = (db: Executor) =>
  db
    .select({ observation: duerpObservations, lien: shareLinks.label })
    .from(duerpObservations)
    .leftJoin(shareLinks, eq(shareLinks.id, duerpObservations.shareLinkId));

/** A document's observations still to process, oldest first. */
export function listPendingObservations(db: Executor, documentId: string) {
  return withLink(db)
    .where(
      and(
        eq(duerpObservations.duerpDocumentId, documentId),
        eq(duerpObservations.statut, 'a_traiter'),
      ),
    )
    .orderBy(asc(duerpObservations.createdAt));
}

/** Every observation of these documents, whatever their state (the espace's archive). */
export function listObservationsOf(db: Executor, documentIds: string[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return withLink(db)
    .where(inArray(duerpObservations.duerpDocumentId, documentIds))
    .orderBy(asc(duerpObservations.createdAt));
}
