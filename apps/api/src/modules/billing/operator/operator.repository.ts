import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { operatorSettings } from '../../../db/schema/index.js';

export function listOperatorSettings(db: Executor) {
  return db.select().from(operatorSettings);
}

export async function upsertOperatorSetting(db: Executor, field: string, value: string) {
  await db
    .insert(operatorSettings)
    .values({ field, value })
    .onConflictDoUpdate({ target: operatorSettings.field, set: { value, updatedAt: new Date() } });
}

export async function deleteOperatorSetting(db: Executor, field: string) {
  const removed = await db
    .delete(operatorSettings)
    .where(eq(operatorSettings.field, field))
    .returning();
  return removed.length > 0;
}
