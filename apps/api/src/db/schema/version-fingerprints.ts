import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { duerpVersions } from './duerp-versions.js';

/**
 * The SHA-256 of a version's full PDF as served, written at its first render (rendering is
 * deterministic, so every later download has the same bytes): the verifier looks a file up here.
 */
export const versionFingerprints = pgTable(
  'version_fingerprints',
  {
    versionId: uuid('version_id')
      .primaryKey()
      .references(() => duerpVersions.id, { onDelete: 'restrict' }),
    pdfSha256: text('pdf_sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('version_fingerprints_sha_idx').on(t.pdfSha256)],
);
