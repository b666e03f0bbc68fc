import {
  PAYMENT_MESSAGES,
  type BillingProfile,
  type UpsertBillingProfileBody,
  type UpsertBillingProfileBodySchema,
} from '@duerp/domain/payment';
import type { z } from 'zod';
import type { Executor } from '../../../db/client.js';
import type { Deps } from '../../../lib/deps.js';
import { notFound } from '../../../errors.js';
import {
  findBillingProfileRow,
  insertBillingProfile,
  listBillingProfileRows,
  updateBillingProfile,
  type BillingProfileRow,
} from './billing.repository.js';

type ParsedBody = z.output<typeof UpsertBillingProfileBodySchema>;

export function toBillingProfile(row: BillingProfileRow): BillingProfile {
  const { id, name, line1, line2, postalCode, city, country, vatNumber } = row;
  return { id, billingAddress: { name, line1, line2, postalCode, city, country, vatNumber } };
}

export async function listBillingProfiles(deps: Deps, espaceId: string): Promise<BillingProfile[]> {
  return (await listBillingProfileRows(deps.db, espaceId)).map(toBillingProfile);
}

/** Creates a profile, or updates the caller's (another account's id is 404). */
export async function upsertBillingProfile(
  deps: Deps,
  espaceId: string,
  body: ParsedBody,
): Promise<BillingProfile> {
  const { id, ...fields } = body;
  if (id === undefined)
    return toBillingProfile(await insertBillingProfile(deps.db, espaceId, fields));
  const row = await updateBillingProfile(deps.db, espaceId, id, fields);
  if (!row) throw notFound(PAYMENT_MESSAGES.billingProfileNotFound);
  return toBillingProfile(row);
}

export async function requireBillingProfile(db: Executor, espaceId: string, id: string) {
  const row = await findBillingProfileRow(db, espaceId, id);
  if (!row) throw notFound(PAYMENT_MESSAGES.billingProfileNotFound);
  return row;
}

export type { UpsertBillingProfileBody };
