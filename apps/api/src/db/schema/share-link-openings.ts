import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shareLinks } from './share-links.js';

/** Each opening of a share link: its date only (no IP address is kept). */
export const shareLinkOpenings = pgTable(
  'share_link_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_link_openings_link_idx').on(t.shareLinkId, t.openedAt)],
);
