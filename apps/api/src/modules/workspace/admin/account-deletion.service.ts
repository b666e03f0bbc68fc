import { ESPACE_MESSAGES as M } from '@duerp/domain/espaces';
import type { Deps } from '../../../lib/deps.js';
import { badRequest } from '../../../errors.js';
import type { Executor } from '../../../db/client.js';
import { deleteAccountRow } from '../../identity/auth/index.js';
import {
  announceAccessChanged,
  deleteEspaceMembers,
  deleteEspaceRow,
  listMembers,
  listMemberships,
} from '../../identity/espaces/index.js';
import { softDeleteDocumentsOfEspace } from '../../documents/document-store/index.js';
import { holdsKeptRecords } from '../kept-records-queries/index.js';

/**
 * Deletes an espace with everything it owns, unless it holds what the law keeps (versions: 40
 * years; invoices: 10 years): then it stays, without members and its DUERPs deleted, for the
 * retention job. Whether it was deleted.
 */
async function deleteEspaceUnlessRetained(tx: Executor, espaceId: string): Promise<boolean> {
  if (await holdsKeptRecords(tx, espaceId)) {
    await deleteEspaceMembers(tx, espaceId);
    await softDeleteDocumentsOfEspace(tx, espaceId);
    return false;
  }
  await deleteEspaceRow(tx, espaceId);
  return true;
}

/**
 * Deletes an account (operator's command, after a GDPR request): refused, naming them, while it
 * is the only Propriétaire of espaces that have other members; the espaces where it is alone go
 * with it (kept without members when they hold versions or invoices the law keeps).
 */
export async function deleteAccount(
  deps: Deps,
  accountId: string,
): Promise<{ deleted: number; retained: number }> {
  return deps.db.transaction(async (tx) => {
    const alone: string[] = [];
    const blocking: string[] = [];
    for (const membership of await listMemberships(tx, accountId)) {
      const members = await listMembers(tx, membership.espaceId);
      if (members.length === 1) alone.push(membership.espaceId);
      else if (
        membership.role === 'proprietaire' &&
        !members.some((m) => m.role === 'proprietaire' && m.accountId !== accountId)
      ) {
        blocking.push(`« ${membership.name} »`);
      }
    }
    if (blocking.length > 0) throw badRequest(M.accountOwnsSharedEspaces(blocking));
    let deleted = 0;
    for (const espaceId of alone) if (await deleteEspaceUnlessRetained(tx, espaceId)) deleted += 1;
    await deleteAccountRow(tx, accountId);
    announceAccessChanged(tx, { accountId });
    return { deleted, retained: alone.length - deleted };
  });
}
