import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Entreprise } from '@duerp/domain/duerp';
import type { Executor } from '../../../db/client.js';
import { duerpVersions, versionFingerprints } from '../../../db/schema/index.js';

const columns = {
  versionNumber: duerpVersions.versionNumber,
  creationTime: duerpVersions.creationTime,
  entreprise: sql<Entreprise | null>`${duerpVersions.dataSnapshot}->'entreprise'`,
};

/** What the verifier tells of a version: its number, date and company. */
async function first(db: Executor, where: SQL, withFingerprints: boolean) {
  const base = db.select(columns).from(duerpVersions);
  const query = withFingerprints
    ? base.innerJoin(versionFingerprints, eq(versionFingerprints.versionId, duerpVersions.id))
    : base;
  const [row] = await query.where(where).limit(1);
  return row ?? null;
}

/** The version printed with this verification code (even if its document was deleted since). */
export function findVersionByCode(db: Executor, code: string) {
  return first(db, eq(duerpVersions.verificationCode, code), false);
}

/** The version whose full PDF, as served, has this SHA-256. */
export function findVersionByPdfSha256(db: Executor, sha256: string) {
  return first(db, eq(versionFingerprints.pdfSha256, sha256), true);
}

/** Records the SHA-256 of a full PDF as served (once per distinct byte sequence). */
export async function recordFingerprint(db: Executor, versionId: string, pdfSha256: string) {
  await db.insert(versionFingerprints).values({ versionId, pdfSha256 }).onConflictDoNothing();
}

/** Every version of a document with its fingerprints: snapshot SHA-256, PDF SHA-256s, code. */
export function listVersionFingerprints(db: Executor, duerpDocumentId: string) {
  return db
    .select({
      id: duerpVersions.id,
      versionNumber: duerpVersions.versionNumber,
      creationTime: duerpVersions.creationTime,
      snapshotSha256: duerpVersions.snapshotSha256,
      verificationCode: duerpVersions.verificationCode,
      pdfSha256: sql<
        string[]
      >`coalesce(array_agg(${versionFingerprints.pdfSha256} ORDER BY ${versionFingerprints.createdAt}) FILTER (WHERE ${versionFingerprints.pdfSha256} IS NOT NULL), '{}')`,
    })
    .from(duerpVersions)
    .leftJoin(versionFingerprints, eq(versionFingerprints.versionId, duerpVersions.id))
    .where(eq(duerpVersions.duerpDocumentId, duerpDocumentId))
    .groupBy(duerpVersions.id)
    .orderBy(asc(duerpVersions.versionNumber));
}

export type VersionFingerprintRow = Awaited<ReturnType<typeof listVersionFingerprints>>[number];
