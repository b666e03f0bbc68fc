import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/** The operator's identity set with `npm run admin -- operator set`: overrides the environment. */
export const operatorSettings = pgTable('operator_settings', {
  field: text('field').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
