import { integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

// Issue 16: the admin dashboard and reports read these daily summaries of applications instead of
// scanning a million rows (docs/decisions/029-report-summaries.md). Triggers on applications keep
// them current for every writer (migration 0012); `day` is the Indian calendar day as days since
// 2000-01-01 IST (DAY_ZERO of admin-reports). Statuses are columns, not keys, so a day holds one
// row per lender and product (or per partner), whatever the mix of statuses.

const amount = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');
const tally = (name: string) => integer(name).notNull().default(0);

/** Applications per Indian day, lender and product: counts and disbursed amounts by status. */
export const applicationDayLenderTotals = pgTable(
  'application_day_lender_totals',
  {
    day: integer('day').notNull(),
    lenderId: integer('lender_id').notNull(),
    product: varchar('product', { length: 16 }).notNull(),
    /** Every application, whatever its status (a status outside the seven is counted here only). */
    applications: tally('applications'),
    disbursedAmount: amount('disbursed_amount'),
    created: tally('n_created'),
    submitted: tally('n_submitted'),
    inReview: tally('n_in_review'),
    approved: tally('n_approved'),
    disbursed: tally('n_disbursed'),
    rejected: tally('n_rejected'),
    expired: tally('n_expired'),
    createdAmount: amount('amount_created'),
    submittedAmount: amount('amount_submitted'),
    inReviewAmount: amount('amount_in_review'),
    approvedAmount: amount('amount_approved'),
    disbursedStatusAmount: amount('amount_disbursed'),
    rejectedAmount: amount('amount_rejected'),
    expiredAmount: amount('amount_expired'),
  },
  (t) => [primaryKey({ columns: [t.day, t.lenderId, t.product] })],
);

/**
 * Applications per Indian day and partner (0: direct, no partner), counted by status. No product:
 * with it the partner summary was the longer of the two (partners x products a day).
 */
export const applicationDayPartnerTotals = pgTable(
  'application_day_partner_totals',
  {
    day: integer('day').notNull(),
    partnerId: integer('partner_id').notNull(),
    applications: tally('applications'),
    created: tally('n_created'),
    submitted: tally('n_submitted'),
    inReview: tally('n_in_review'),
    approved: tally('n_approved'),
    disbursed: tally('n_disbursed'),
    rejected: tally('n_rejected'),
    expired: tally('n_expired'),
  },
  (t) => [primaryKey({ columns: [t.day, t.partnerId] })],
);
