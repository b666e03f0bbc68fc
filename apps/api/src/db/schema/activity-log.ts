import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, espaceId } from './columns.js';

/** The journal d'activité of an espace: who did what and when. No IP address. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    espaceId: espaceId(),
    /** Who did it; null once their account is deleted. */
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    /** The DUERP concerned, if any; no foreign key, the entry outlives a deleted document. */
    duerpDocumentId: uuid('duerp_document_id'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_espace_idx').on(t.espaceId, t.id)],
);
