import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  duerpObservations,
  type ObservationConversion,
  type ObservationStatut,
} from '../../../db/schema/index.js';

export type ObservationRow = typeof duerpObservations.$inferSelect;

export async function insertObservation(
  db: Executor,
  values: typeof duerpObservations.$inferInsert,
): Promise<void> {
  await db.insert(duerpObservations).values(values);
}

/**
 * Marks a pending observation processed; null when it is unknown or already processed, so that
 * two moderators answering it at once make one risk, not two.
 */
export async function claimObservation(
  db: Executor,
  documentId: string,
  id: string,
  change: { statut: ObservationStatut; conversion: ObservationConversion | null; by: string },
) {
  const [row] = await db
    .update(duerpObservations)
    .set({
      statut: change.statut,
      conversion: change.conversion,
      processedBy: change.by,
      processedAt: new Date(),
    })
    .where(
      and(
        eq(duerpObservations.id, id),
        eq(duerpObservations.duerpDocumentId, documentId),
        eq(duerpObservations.statut, 'a_traiter'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Hands a claimed observation back to « À traiter » (its conversion was refused). */
export async function releaseObservation(db: Executor, documentId: string, id: string) {
  await db
    .update(duerpObservations)
    .set({ statut: 'a_traiter', conversion: null, processedBy: null, processedAt: null })
    .where(and(eq(duerpObservations.id, id), eq(duerpObservations.duerpDocumentId, documentId)));
}

export async function observationExists(db: Executor, documentId: string, id: string) {
  const [row] = await db
    .select({ id: duerpObservations.id })
    .from(duerpObservations)
    .where(and(eq(duerpObservations.id, id), eq(duerpObservations.duerpDocumentId, documentId)));
  return row !== undefined;
}
