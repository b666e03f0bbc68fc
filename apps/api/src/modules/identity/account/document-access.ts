import { hasFullAccessToVersion, type AccessFacts } from '@duerp/domain/duerp';
import type { Executor } from '../../../db/client.js';
import {
  listPaidSubscriptions,
  purchasedUntilResolver,
} from '../../billing/subscriptions/index.js';
import { loadEspace } from '../espaces/index.js';

/** What decides each document's status and rights: the espace's VIP flag and its paid periods. */
export interface AccessContext {
  isVip: boolean;
  /** Last paid instant covering a document (from subscriptions), or null if never bought. */
  purchasedUntil: (documentId: string) => Date | null;
}

export async function loadAccessContext(db: Executor, espaceId: string): Promise<AccessContext> {
  // Sequential on purpose: `db` may be a transaction, whose one connection runs one query at a time.
  const espace = await loadEspace(db, espaceId);
  const subscriptions = await listPaidSubscriptions(db, espaceId);
  return { isVip: espace.isVip, purchasedUntil: purchasedUntilResolver(subscriptions) };
}

/** The facts the domain's status and access rules read, for one document. */
export function accessFacts(
  access: AccessContext,
  documentId: string,
  hasVersions: boolean,
  now?: Date,
): AccessFacts {
  return {
    isVip: access.isVip,
    hasVersions,
    purchasedUntilDate: access.purchasedUntil(documentId)?.toISOString() ?? null,
    ...(now ? { now } : {}),
  };
}

/** Access rules: whether the full PDF of a version of this document is open. */
export function hasFullAccessToVersionOf(
  access: AccessContext,
  documentId: string,
  versionCreationTime: Date,
): boolean {
  return hasFullAccessToVersion(
    accessFacts(access, documentId, true),
    versionCreationTime.toISOString(),
  );
}
