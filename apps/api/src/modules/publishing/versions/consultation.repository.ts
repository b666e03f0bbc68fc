import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { ConsultationBody } from '@duerp/domain/living-document';
import type { Executor } from '../../../db/client.js';
import { duerpVersionConsultations, duerpVersions } from '../../../db/schema/index.js';

export async function upsertConsultation(db: Executor, versionId: string, body: ConsultationBody) {
  const values = { ...body, updatedAt: new Date() };
  const [row] = await db
    .insert(duerpVersionConsultations)
    .values({ versionId, ...values })
    .onConflictDoUpdate({ target: duerpVersionConsultations.versionId, set: values })
    .returning();
  if (!row) throw new Error('consultation upsert returned no row');
  return row;
}

/** Versions 1 … `upTo` of a document with their consultation, for the PDF's history page. */
export function listVersionHistory(db: Executor, duerpDocumentId: string, upTo: number) {
  return db
    .select({
      versionNumber: duerpVersions.versionNumber,
      creationTime: duerpVersions.creationTime,
      notesDeVersion: duerpVersions.notesDeVersion,
      dateConsultationCse: duerpVersionConsultations.dateConsultationCse,
      avisCse: duerpVersionConsultations.avisCse,
      commentaires: duerpVersionConsultations.commentaires,
      dateEnvoiSpst: duerpVersionConsultations.dateEnvoiSpst,
    })
    .from(duerpVersions)
    .leftJoin(duerpVersionConsultations, eq(duerpVersionConsultations.versionId, duerpVersions.id))
    .where(
      and(
        eq(duerpVersions.duerpDocumentId, duerpDocumentId),
        lte(duerpVersions.versionNumber, upTo),
      ),
    )
    .orderBy(asc(duerpVersions.versionNumber));
}

/** The consultation records of the versions of the given documents (one query for all). */
export function listConsultationsOf(db: Executor, duerpDocumentIds: string[]) {
  if (duerpDocumentIds.length === 0) return Promise.resolve([]);
  return db
    .select({ c: duerpVersionConsultations })
    .from(duerpVersionConsultations)
    .innerJoin(duerpVersions, eq(duerpVersions.id, duerpVersionConsultations.versionId))
    .where(inArray(duerpVersions.duerpDocumentId, duerpDocumentIds))
    .then((rows) => rows.map((r) => r.c));
}
