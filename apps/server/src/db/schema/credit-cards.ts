import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// spec 3 Credit card category. Soft delete (spec 4).
export const creditCardCategories = pgTable('credit_card_categories', {
  id: serial('category_id').primaryKey(),
  name: text('category_name').notNull(),
  imgThumb: text('category_img_thumb'),
  keyFeature: text('key_feature'),
  annualFee: text('annual_fee'),
  utmLink: text('utm_link'),
  marketingBullets: text('marketing_bullets').array().notNull().default([]),
  /** issue 13, docs/decisions/011: Hindi of the customer-facing texts; empty shows the English. */
  nameHi: text('category_name_hi'),
  keyFeatureHi: text('key_feature_hi'),
  annualFeeHi: text('annual_fee_hi'),
  marketingBulletsHi: text('marketing_bullets_hi').array().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  secured: smallint('secured').notNull().default(0),
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * issue 13, docs/decisions/013: one row per Apply click. The reference (random, 100 bits) is what
 * the issuer's link carries in place of {UNIQUE_ID}; the row binds it to the customer, the card
 * and the time, so a conversion reported back can be attributed and the customer's choice is on
 * record. Only ids: nothing personal to erase (the user id is pseudonymous once erased).
 */
export const cardApplyReferences = pgTable(
  'card_apply_references',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => creditCardCategories.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_apply_references_user_idx').on(table.userId, table.createdAt)],
);
