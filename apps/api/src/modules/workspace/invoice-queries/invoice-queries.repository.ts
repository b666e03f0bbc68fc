import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { invoices, subscriptions } from '../../../db/schema/index.js';

/*
 * Invoices read with the subscription they bill, in one statement: the billing profile an invoice
 * belongs to is its subscription's. Only SELECTs (a `*-queries` module): invoices are written by
 * purchases, subscriptions by billing/subscriptions.
 */

/** The invoices of one billing profile of the account, newest first. */
export function listInvoicesOfProfile(db: Executor, espaceId: string, billingProfileId: string) {
  return db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(subscriptions, eq(invoices.subscriptionId, subscriptions.id))
    .where(
      and(eq(invoices.espaceId, espaceId), eq(subscriptions.billingProfileId, billingProfileId)),
    )
    .orderBy(desc(invoices.issuedAt));
}

export async function findInvoice(db: Executor, espaceId: string, id: string) {
  const [row] = await db
    .select({ invoice: invoices, billingProfileId: subscriptions.billingProfileId })
    .from(invoices)
    .innerJoin(subscriptions, eq(invoices.subscriptionId, subscriptions.id))
    .where(and(eq(invoices.espaceId, espaceId), eq(invoices.id, id)))
    .limit(1);
  return row ?? null;
}
