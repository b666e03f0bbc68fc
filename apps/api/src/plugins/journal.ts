import type { FastifyRequest } from 'fastify';
import type { ActivityAction } from '@duerp/domain/espaces';
import { recordActivity } from '../modules/identity/activity/index.js';

/**
 * Writes what the caller just did to the journal d'activité of the espace the route acted on
 * (set by the policy): called by a route once its service succeeded.
 */
export function journal(
  request: FastifyRequest,
  action: ActivityAction,
  duerpDocumentId: string | null = null,
  details: Record<string, string> = {},
): Promise<void> {
  return recordActivity(request.server.deps.db, {
    espaceId: request.espace.espaceId,
    actorAccountId: request.accountId,
    action,
    duerpDocumentId,
    details,
  });
}
