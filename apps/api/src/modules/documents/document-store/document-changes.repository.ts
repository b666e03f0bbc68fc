import type { ChangeOp } from '@duerp/domain/history';
import type { Executor } from '../../../db/client.js';
import { documentChanges } from '../../../db/schema/index.js';

export interface DocumentChangeRow {
  duerpDocumentId: string;
  revision: number;
  actorAccountId: string | null;
  uniteIds: string[];
  diff: ChangeOp[];
}

/** One write's changes, in the writing transaction. */
export async function insertDocumentChange(tx: Executor, row: DocumentChangeRow): Promise<void> {
  await tx.insert(documentChanges).values(row);
}
