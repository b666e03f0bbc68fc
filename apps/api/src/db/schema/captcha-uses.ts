import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha payloads already accepted, so that each is accepted once across instances. */
export const captchaUses = pgTable('captcha_uses', {
  challengeId: text('challenge_id').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});
