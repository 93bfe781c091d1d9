import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { partners } from './partners.ts';

// Issue 15: the revenue ledger (docs/decisions/020-revenue-ledger.md). Money in integer paise.

/**
 * A partner's revenue terms from a day on (spec 3 Partner revenue_percent, revenue_flat_fee). Rows
 * are never changed: a new rate is a new row, so earnings already on the ledger keep theirs.
 * percent_milli is thousandths of a percent (spec 5: step 0.001), so 2.5% is 2500.
 */
export const partnerRates = pgTable(
  'partner_rates',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    percentMilli: integer('percent_milli').notNull(),
    flatPaise: bigint('flat_paise', { mode: 'number' }).notNull(),
    /** Indian calendar day from which the rate applies to disbursals. */
    effectiveFrom: date('effective_from').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_rates_partner_day_unique').on(t.partnerId, t.effectiveFrom)],
);

/**
 * One line per disbursal recorded, plus correction lines (a changed amount, or a disbursal that
 * arrived after its month closed). A line is never changed or deleted; an application's figures
 * are the sum of its lines.
 */
export const revenueLedgerLines = pgTable(
  'revenue_ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** YYYY-MM of the statement the line belongs to. */
    ledgerMonth: varchar('ledger_month', { length: 7 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    lenderId: integer('lender_id').notNull(),
    partnerId: integer('partner_id'),
    /** The lender's disbursal day (an Indian calendar day). */
    disbursalDay: date('disbursal_day').notNull(),
    disbursalCount: integer('disbursal_count').notNull(),
    disbursedPaise: bigint('disbursed_paise', { mode: 'number' }).notNull(),
    partnerEarningPaise: bigint('partner_earning_paise', { mode: 'number' }).notNull(),
    lenderRevenuePaise: bigint('lender_revenue_paise', { mode: 'number' }).notNull(),
    partnerRateId: integer('partner_rate_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('revenue_ledger_month_idx').on(t.ledgerMonth, t.partnerId, t.lenderId),
    index('revenue_ledger_application_idx').on(t.applicationId),
    index('revenue_ledger_partner_day_idx').on(t.partnerId, t.disbursalDay),
    index('revenue_ledger_lender_day_idx').on(t.lenderId, t.disbursalDay),
  ],
);

/** Months an admin closed. Months before the previous IST month are closed without a row. */
export const revenueMonthClosures = pgTable('revenue_month_closures', {
  month: varchar('month', { length: 7 }).primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closedByAdminId: integer('closed_by_admin_id'),
});
