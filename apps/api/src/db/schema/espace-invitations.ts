import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EspaceRole } from '@duerp/domain/espaces';
import { accounts } from './accounts.js';
import { createdAt, espaceId, expiresAt, ts } from './columns.js';

/** An invitation to join an espace: single use, stored hashed, revocable. */
export const espaceInvitations = pgTable(
  'espace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    espaceId: espaceId(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    role: text('role').$type<EspaceRole>().notNull(),
    /** The name the inviter typed, if any: it prefills the invitee's name on joining. */
    displayName: text('display_name'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: expiresAt(),
    acceptedAt: ts('accepted_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('espace_invitations_espace_idx').on(t.espaceId)],
);
