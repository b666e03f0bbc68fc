import type { Executor } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';

export async function writeAudit(
  db: Executor,
  entry: {
    accountId: string | null;
    action: string;
    ip?: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditLog).values({
    accountId: entry.accountId,
    action: entry.action,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
