import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { billingProfiles } from '../../../db/schema/index.js';

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
type ProfileFields = Pick<
  BillingProfileRow,
  'name' | 'line1' | 'line2' | 'postalCode' | 'city' | 'country' | 'vatNumber'
>;

export function listBillingProfileRows(db: Executor, espaceId: string) {
  return db
    .select()
    .from(billingProfiles)
    .where(eq(billingProfiles.espaceId, espaceId))
    .orderBy(asc(billingProfiles.createdAt));
}

export async function findBillingProfileRow(db: Executor, espaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(billingProfiles)
    .where(and(eq(billingProfiles.espaceId, espaceId), eq(billingProfiles.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertBillingProfile(db: Executor, espaceId: string, fields: ProfileFields) {
  const [row] = await db
    .insert(billingProfiles)
    .values({ espaceId, ...fields })
    .returning();
  if (!row) throw new Error('billing profile insert returned no row');
  return row;
}

/** Updates the caller's profile; null when it is not theirs. */
export async function updateBillingProfile(
  db: Executor,
  espaceId: string,
  id: string,
  fields: ProfileFields,
) {
  const [row] = await db
    .update(billingProfiles)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(billingProfiles.espaceId, espaceId), eq(billingProfiles.id, id)))
    .returning();
  return row ?? null;
}

export async function setProviderCustomer(db: Executor, id: string, providerCustomerId: string) {
  await db.update(billingProfiles).set({ providerCustomerId }).where(eq(billingProfiles.id, id));
}
