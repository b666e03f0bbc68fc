import { buildRadar, type Radar, type RadarMembership } from '@duerp/domain/compliance';
import type { Deps } from '../../../lib/deps.js';
import { latestActivityTimes } from '../../identity/activity/index.js';
import { documentStore } from '../../documents/document-store/index.js';
import { listMemberships } from '../../identity/espaces/index.js';
import { listVersionsOfDocuments } from '../../publishing/versions/index.js';

/** The radar of the given espaces: three queries whatever their number; the check is the domain's. */
export async function radarOf(
  deps: Deps,
  memberships: Omit<RadarMembership, 'lastReminderAt'>[],
  now: Date,
): Promise<Radar> {
  const espaceIds = memberships.map((m) => m.espaceId);
  const [documents, reminded] = await Promise.all([
    documentStore.list(deps.db, espaceIds),
    latestActivityTimes(deps.db, espaceIds, 'espace.reminded'),
  ]);
  const versions = await listVersionsOfDocuments(
    deps,
    documents.map((d) => d.id),
  );
  return buildRadar(
    memberships.map((m) => ({ ...m, lastReminderAt: reminded.get(m.espaceId) ?? null })),
    documents.map((d) => ({
      duerpId: d.id,
      espaceId: d.espaceId,
      displayName: d.displayName,
      data: d.data,
      versions: versions.get(d.id) ?? [],
      now,
    })),
  );
}

/**
 * The radar of every espace the person is a member of, whatever their role (each member may read
 * its documents): every DUERP with its findings, sorted by findings.
 */
export async function complianceRadar(
  deps: Deps,
  accountId: string,
  now = new Date(),
): Promise<Radar> {
  return radarOf(deps, await listMemberships(deps.db, accountId), now);
}
