import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { duerpVersions, versionFingerprints } from '../../../db/schema/index.js';

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
