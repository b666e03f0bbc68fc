import type { DuerpData } from '@duerp/domain/duerp';
import type { Executor } from '../db/client.js';

/**
 * What a module adds to a version's snapshot at generation, from data it owns (issue 44: the
 * chemical products register). Modules that own such data sit in contexts above `publishing`,
 * which generates versions and may not import them: they hand their part over through app.ts.
 * An empty object adds nothing, so a version without such data keeps the snapshot it had.
 */
export type VersionSnapshotPart = (
  db: Executor,
  espaceId: string,
  documentId: string,
  data: DuerpData,
) => Promise<Record<string, unknown>>;
