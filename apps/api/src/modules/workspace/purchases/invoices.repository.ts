import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client.js';
import { invoices } from '../../../db/schema/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of the year's series, to be called in the transaction that inserts the invoice:
 * the counter row stays locked until it commits (concurrent invoices wait their turn), and a
 * rollback gives the number back, so numbers follow each other without gaps.
 */
export async function nextInvoiceNumber(tx: Executor, year: number): Promise<string> {
  const [row] = await queryRows<{ n: string | number }>(
    tx,
    sql`INSERT INTO invoice_counters (year, last_number) VALUES (${year}, 1)
        ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1
        RETURNING last_number AS n`,
  );
  if (!row) throw new Error('invoice counter returned no row');
  return `F-${year}-${String(row.n).padStart(6, '0')}`;
}

export async function insertInvoice(tx: Executor, values: typeof invoices.$inferInsert) {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice insert returned no row');
  return row;
}

/** Every invoice of the account, oldest first (the employer's archive). */
export function listInvoicesOfAccount(db: Executor, espaceId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.espaceId, espaceId))
    .orderBy(asc(invoices.issuedAt));
}
