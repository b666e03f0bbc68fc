import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shareLinks } from './share-links.js';

export type ShareLinkOpeningKind = 'page' | 'download';

/**
 * Each opening of a share link, the page or a download of a version's PDF: its date and kind only
 * (no IP address is kept).
 */
export const shareLinkOpenings = pgTable(
  'share_link_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareLinkId: uuid('share_link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rows written before downloads were counted are page openings. */
    kind: text('kind').$type<ShareLinkOpeningKind>().notNull().default('page'),
  },
  (t) => [index('share_link_openings_link_idx').on(t.shareLinkId, t.openedAt)],
);
