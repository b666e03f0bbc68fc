import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityPage,
  type ActivityQuery,
} from '@duerp/domain/espaces';
import type { Executor } from '../../../db/client.js';
import { countActivity, listActivity } from './activity-queries.repository.js';

/** The number of a version file's name (`DUERP_v3.pdf`, `DUERP_v3_demo.pdf`), for older entries. */
const FILE_VERSION = /^DUERP_v(\d+)[._]/;

/**
 * The version an entry is about, by its number: recorded with it (`numero`), else, for entries
 * written before, the number of the version its id named, or of its file's name.
 */
function versionNumberOf(details: Record<string, string>, legacy: number | null): number | null {
  const recorded = Number(details.numero ?? FILE_VERSION.exec(details.fichier ?? '')?.[1]);
  if (Number.isSafeInteger(recorded) && recorded > 0) return recorded;
  return legacy;
}

/** One page of the journal, newest first, filtered by member and by DUERP. */
export async function readActivity(
  db: Executor,
  espaceId: string,
  query: Required<Pick<ActivityQuery, 'page'>> & Omit<ActivityQuery, 'page'>,
): Promise<ActivityPage> {
  const filter = { espaceId, actorAccountId: query.member, duerpDocumentId: query.duerp };
  const page = Number(query.page);
  const rows = await listActivity(db, filter, ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actorEmail: r.actorEmail,
      actorName: r.actorName,
      action: r.action as ActivityAction,
      duerpDocumentId: r.duerpDocumentId,
      details: r.details,
      duerpName: r.details.nom ?? r.duerpName,
      versionNumber: versionNumberOf(r.details, r.legacyVersionNumber),
    })),
    total: await countActivity(db, filter),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
  };
}
