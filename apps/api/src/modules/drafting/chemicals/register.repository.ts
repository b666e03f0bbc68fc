import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  chemicalAttachments,
  chemicalExposures,
  chemicalSpstSendings,
  chemicalSubstitutions,
} from '../../../db/schema/index.js';

type SubstitutionInsert = typeof chemicalSubstitutions.$inferInsert;
type ExposureInsert = typeof chemicalExposures.$inferInsert;

export function listSubstitutionRows(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(chemicalSubstitutions)
    .where(inArray(chemicalSubstitutions.productId, productIds))
    .orderBy(asc(chemicalSubstitutions.date), asc(chemicalSubstitutions.creationTime));
}

const ATTACHMENT = {
  id: chemicalAttachments.id,
  substitutionId: chemicalAttachments.substitutionId,
  nom: chemicalAttachments.nom,
  mimeType: chemicalAttachments.mimeType,
  byteSize: chemicalAttachments.byteSize,
  creationTime: chemicalAttachments.creationTime,
};

export function listAttachmentRows(db: Executor, substitutionIds: string[]) {
  if (substitutionIds.length === 0) return Promise.resolve([]);
  return db
    .select(ATTACHMENT)
    .from(chemicalAttachments)
    .where(inArray(chemicalAttachments.substitutionId, substitutionIds))
    .orderBy(asc(chemicalAttachments.creationTime));
}

export async function insertSubstitution(db: Executor, values: SubstitutionInsert) {
  const [row] = await db.insert(chemicalSubstitutions).values(values).returning();
  return row!;
}

export async function findSubstitution(db: Executor, productId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(chemicalSubstitutions)
    .where(
      and(eq(chemicalSubstitutions.productId, productId), eq(chemicalSubstitutions.id, entryId)),
    );
  return row ?? null;
}

export async function deleteSubstitution(db: Executor, productId: string, entryId: string) {
  const rows = await db
    .delete(chemicalSubstitutions)
    .where(
      and(eq(chemicalSubstitutions.productId, productId), eq(chemicalSubstitutions.id, entryId)),
    )
    .returning({ id: chemicalSubstitutions.id });
  return rows.length > 0;
}

export async function insertAttachment(
  db: Executor,
  values: typeof chemicalAttachments.$inferInsert,
) {
  const [row] = await db.insert(chemicalAttachments).values(values).returning(ATTACHMENT);
  return row!;
}

export async function findAttachmentBytes(
  db: Executor,
  substitutionId: string,
  attachmentId: string,
) {
  const [row] = await db
    .select({
      mimeType: chemicalAttachments.mimeType,
      nom: chemicalAttachments.nom,
      data: chemicalAttachments.data,
    })
    .from(chemicalAttachments)
    .where(
      and(
        eq(chemicalAttachments.substitutionId, substitutionId),
        eq(chemicalAttachments.id, attachmentId),
      ),
    );
  return row ?? null;
}

export async function deleteAttachment(db: Executor, substitutionId: string, attachmentId: string) {
  const rows = await db
    .delete(chemicalAttachments)
    .where(
      and(
        eq(chemicalAttachments.substitutionId, substitutionId),
        eq(chemicalAttachments.id, attachmentId),
      ),
    )
    .returning({ id: chemicalAttachments.id });
  return rows.length > 0;
}

export function listExposureRows(db: Executor, espaceId: string) {
  return db
    .select()
    .from(chemicalExposures)
    .where(eq(chemicalExposures.espaceId, espaceId))
    .orderBy(asc(chemicalExposures.travailleur), asc(chemicalExposures.creationTime));
}

export async function insertExposure(db: Executor, values: ExposureInsert) {
  const [row] = await db.insert(chemicalExposures).values(values).returning();
  return row!;
}

export async function updateExposure(
  db: Executor,
  productId: string,
  entryId: string,
  values: Partial<ExposureInsert>,
) {
  const [row] = await db
    .update(chemicalExposures)
    .set({ ...values, updateTime: new Date() })
    .where(and(eq(chemicalExposures.productId, productId), eq(chemicalExposures.id, entryId)))
    .returning();
  return row ?? null;
}

export async function deleteExposure(db: Executor, productId: string, entryId: string) {
  const rows = await db
    .delete(chemicalExposures)
    .where(and(eq(chemicalExposures.productId, productId), eq(chemicalExposures.id, entryId)))
    .returning({ id: chemicalExposures.id });
  return rows.length > 0;
}

export function listSpstSendingRows(db: Executor, espaceId: string) {
  return db
    .select()
    .from(chemicalSpstSendings)
    .where(eq(chemicalSpstSendings.espaceId, espaceId))
    .orderBy(desc(chemicalSpstSendings.dateEnvoi), desc(chemicalSpstSendings.creationTime));
}

export async function insertSpstSending(
  db: Executor,
  values: typeof chemicalSpstSendings.$inferInsert,
) {
  const [row] = await db.insert(chemicalSpstSendings).values(values).returning();
  return row!;
}
