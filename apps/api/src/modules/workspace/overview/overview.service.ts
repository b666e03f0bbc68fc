import {
  OVERVIEW_DUERPS_SHOWN,
  type EspaceOverview,
  type EspaceOverviewDuerp,
} from '@duerp/domain/espaces';
import { computeUpdateDue, duerpUpdateState, listOverdueActions } from '@duerp/domain/duerp';
import type { Deps } from '../../../lib/deps.js';
import { listMemberships } from '../../identity/espaces/index.js';
import { documentStore } from '../../documents/document-store/index.js';
import { listVersionSummaries } from '../../publishing/versions/index.js';

/** What needs attention first: overdue updates, then late actions, then the nearest due date. */
function byAttention(a: EspaceOverview, b: EspaceOverview): number {
  return (
    b.overdueUpdates - a.overdueUpdates ||
    b.overdueActions - a.overdueActions ||
    (a.nextUpdateDue ?? '9999').localeCompare(b.nextUpdateDue ?? '9999') ||
    a.name.localeCompare(b.name, 'fr')
  );
}

const STATE_ORDER: Record<EspaceOverviewDuerp['state'], number> = {
  en_retard: 0,
  due: 1,
  sans_version: 2,
  a_jour: 3,
};

/** The DUERPs a card names first: late, then due (nearest first), then by name. */
function duerpsByAttention(a: EspaceOverviewDuerp, b: EspaceOverviewDuerp): number {
  return (
    STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
    (a.dueDate ?? '').localeCompare(b.dueDate ?? '') ||
    a.displayName.localeCompare(b.displayName, 'fr')
  );
}

/**
 * "Mes espaces": every espace of the person with their role and its DUERPs' state, in three
 * queries whatever the number of espaces (memberships, documents with their units, versions).
 */
export async function espacesOverview(
  deps: Deps,
  accountId: string,
  now = new Date(),
): Promise<EspaceOverview[]> {
  const memberships = await listMemberships(deps.db, accountId);
  const documents = await documentStore.list(
    deps.db,
    memberships.map((m) => m.espaceId),
  );
  const versions = await listVersionSummaries(
    deps.db,
    documents.map((d) => d.id),
  );
  const lastVersion = new Map<string, Date>();
  for (const v of versions) {
    const known = lastVersion.get(v.duerpDocumentId);
    if (!known || v.creationTime > known) lastVersion.set(v.duerpDocumentId, v.creationTime);
  }
  const overview = new Map<string, EspaceOverview>(
    memberships.map((m) => [
      m.espaceId,
      {
        id: m.espaceId,
        name: m.name,
        role: m.role,
        isPersonal: m.isPersonal,
        duerpCount: 0,
        nextUpdateDue: null,
        overdueUpdates: 0,
        overdueActions: 0,
        lastVersionAt: null,
        duerps: [],
      },
    ]),
  );
  for (const document of documents) {
    const entry = overview.get(document.espaceId);
    if (!entry) continue;
    const last = lastVersion.get(document.id) ?? null;
    entry.duerpCount += 1;
    entry.overdueActions += listOverdueActions(document.data, now).length;
    if (last && (!entry.lastVersionAt || last.toISOString() > entry.lastVersionAt)) {
      entry.lastVersionAt = last.toISOString();
    }
    const employes = document.data.entreprise?.nombreEmployes;
    const update = duerpUpdateState(employes, last, now);
    entry.duerps?.push({
      id: document.id,
      displayName: document.displayName,
      state: update.state,
      dueDate: 'dueDate' in update ? update.dueDate : null,
    });
    const due = computeUpdateDue(employes, last, now);
    if (due?.kind !== 'annual') continue;
    if (due.isOverdue) entry.overdueUpdates += 1;
    if (!entry.nextUpdateDue || due.dueDate < entry.nextUpdateDue)
      entry.nextUpdateDue = due.dueDate;
  }
  for (const entry of overview.values()) {
    entry.duerps = entry.duerps?.sort(duerpsByAttention).slice(0, OVERVIEW_DUERPS_SHOWN);
  }
  return [...overview.values()].sort(byAttention);
}
