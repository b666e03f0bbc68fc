import {
  HISTORY_MESSAGES,
  HISTORY_PAGE_SIZE,
  actorLabel,
  groupHistory,
  historySentence,
  isRemoval,
  isRestored,
  restoreRemoval,
  unitOf,
  type ChangeOp,
  type HistoriquePage,
} from '@duerp/domain/history';
import { personLabel } from '@duerp/domain/espaces';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import { badRequest, conflict, notFound } from '../../../errors.js';
import { documentStore } from '../../documents/document-store/index.js';
import { mutateDocument, type WriteOptions } from '../duerp/index.js';
import { countChanges, findChange, listChanges } from '../history-queries/index.js';

/**
 * One page of the document's "Historique des modifications": its writes newest first, in words,
 * grouped by person and minute; only the changes about `unite` when given. Each deletion of a
 * unit, a risk or an action says whether it can be restored, or already was.
 */
export async function readHistory(
  deps: Deps,
  espaceId: string,
  id: string,
  query: { unite?: string | undefined; page: number },
): Promise<HistoriquePage> {
  const { data } = await documentStore.require(deps.db, espaceId, id);
  const page = Number(query.page);
  const offset = (page - 1) * HISTORY_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listChanges(deps.db, id, query.unite, HISTORY_PAGE_SIZE, offset),
    countChanges(deps.db, id, query.unite),
  ]);
  const writes = rows.map((row) => {
    const actor = personLabel(row.actorName, actorLabel(row.actorEmail));
    const entries = row.diff.flatMap((op, index) => {
      const idUniteDeTravail = unitOf(op);
      if (query.unite !== undefined && idUniteDeTravail !== query.unite) return [];
      const restorable = isRemoval(op);
      return [
        {
          id: `${row.id}-${index}`,
          at: row.createdAt.toISOString(),
          sentence: historySentence(actor, op),
          idUniteDeTravail,
          restorable,
          restored: restorable && isRestored(data, op),
        },
      ];
    });
    return { at: row.createdAt, actorAccountId: row.actorAccountId, actor, entries };
  });
  return { groups: groupHistory(writes), total, page, pageSize: HISTORY_PAGE_SIZE };
}

/** The change an entry's id ("42-0") names in this document's history, or 404. */
async function findOp(deps: Deps, id: string, changeId: string): Promise<ChangeOp> {
  const [rowId, index] = changeId.split('-').map(Number) as [number, number];
  const row = await findChange(deps.db, id, rowId);
  const op = row?.diff[index];
  if (!op) throw notFound(HISTORY_MESSAGES.changeNotFound);
  return op;
}

/**
 * "Restaurer": puts back the unit, risk or action the change deleted, as a write of its own,
 * recorded in the history as a restoration. Any other change is 400; what is already back, or
 * whose unit (or risk) is gone, is 409 with the reason.
 */
export async function restoreChange(
  deps: Deps,
  espaceId: string,
  id: string,
  changeId: string,
  options: WriteOptions,
): Promise<DuerpDocument> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const op = await findOp(deps, id, changeId);
  if (!isRemoval(op)) throw badRequest(HISTORY_MESSAGES.notRestorable);
  let restored: ChangeOp | null = null;
  return mutateDocument(
    deps,
    espaceId,
    id,
    (data) => {
      const result = restoreRemoval(data, op);
      if ('error' in result) throw conflict(result.error);
      restored = result.op;
      return result.data;
    },
    options,
    () => (restored ? [restored] : []),
  );
}
