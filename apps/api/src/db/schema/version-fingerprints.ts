import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { duerpVersions } from './duerp-versions.js';

/**
 * The SHA-256 of a version's full PDF as served, written at its first render (rendering is
 * deterministic, so every later download has the same bytes; a render for another public address
 * adds its own row): the verifier looks a file up here.
 */
export const versionFingerprints = pgTable(
  'version_fingerprints',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => duerpVersions.id, { onDelete: 'restrict' }),
    pdfSha256: text('pdf_sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.pdfSha256] }),
    index('version_fingerprints_sha_idx').on(t.pdfSha256),
  ],
);
