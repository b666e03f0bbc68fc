import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client.js';

/** Whether the espace holds what the law keeps: a version (40 years) or an invoice (10 years). */
export async function holdsKeptRecords(db: Executor, espaceId: string): Promise<boolean> {
  const [held] = await queryRows<{ kept: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM duerp_versions v JOIN duerp_documents d
          ON d.id = v.duerp_document_id WHERE d.espace_id = ${espaceId})
        OR EXISTS (SELECT 1 FROM invoices WHERE espace_id = ${espaceId}) AS kept`,
  );
  return held?.kept ?? false;
}
