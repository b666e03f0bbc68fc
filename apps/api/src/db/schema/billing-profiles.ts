import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { espaceId, ts } from './columns.js';

export const billingProfiles = pgTable('billing_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  espaceId: espaceId(),
  name: text('name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  vatNumber: text('vat_number').notNull().default(''),
  /** The payment provider's customer, once a payment went through (Stripe). */
  providerCustomerId: text('provider_customer_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
