import {
  EMPTY_COMPLIANCE_RECORDS,
  type ComplianceRecords,
  type ComplianceRecordsBody,
} from '@duerp/domain/compliance';
import type { Deps } from '../../../lib/deps.js';
import type { Executor } from '../../../db/client.js';
import { documentStore, type Actor } from '../../documents/document-store/index.js';
import { findComplianceRecords, upsertComplianceRecords } from './records.repository.js';

type Row = NonNullable<Awaited<ReturnType<typeof findComplianceRecords>>>;

const toRecords = (row: Row | null): ComplianceRecords =>
  row
    ? {
        accessNoticeGeneratedAt: row.accessNoticeGeneratedAt?.toISOString() ?? null,
        accessNoticePostedOn: row.accessNoticePostedOn,
        spacedUpdateReason: row.spacedUpdateReason,
        spacedUpdateReasonAt: row.spacedUpdateReasonAt?.toISOString() ?? null,
      }
    : { ...EMPTY_COMPLIANCE_RECORDS };

/** A document's records read by the check, without the access check (the caller did it). */
export async function readComplianceRecords(db: Executor, id: string) {
  return toRecords(await findComplianceRecords(db, id));
}

export async function complianceRecords(deps: Deps, espaceId: string, id: string) {
  await documentStore.requireAccess(deps.db, espaceId, id);
  return readComplianceRecords(deps.db, id);
}

/**
 * The access notice's posting day and the spaced-update reason; each field absent is kept. A
 * reason is dated when it is recorded: the check takes only one recorded since the last version.
 */
export async function saveComplianceRecords(
  deps: Deps,
  espaceId: string,
  id: string,
  body: ComplianceRecordsBody,
  actor: Actor,
): Promise<ComplianceRecords> {
  await documentStore.requireAccess(deps.db, espaceId, id);
  const set: Parameters<typeof upsertComplianceRecords>[2] = {};
  if (body.accessNoticePostedOn !== undefined) set.accessNoticePostedOn = body.accessNoticePostedOn;
  if (body.spacedUpdateReason !== undefined) {
    set.spacedUpdateReason = body.spacedUpdateReason;
    set.spacedUpdateReasonAt = body.spacedUpdateReason === null ? null : new Date();
  }
  const row =
    Object.keys(set).length > 0
      ? await upsertComplianceRecords(deps.db, id, set)
      : await findComplianceRecords(deps.db, id);
  await documentStore.changedBeside(deps.db, espaceId, id, actor);
  return toRecords(row);
}

/** The access notice was produced now (R4121-4): what the check's « avis-acces » reads. */
export async function markAccessNoticeGenerated(db: Executor, id: string): Promise<void> {
  await upsertComplianceRecords(db, id, { accessNoticeGeneratedAt: new Date() });
}
