import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// spec 3 Lender. Flags are 0/1 (spec 9). Criteria columns feed the offers engine (issue 4).
export const lenders = pgTable(
  'lenders',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    name: text('name').notNull(),
    minIncome: integer('min_income'),
    maxIncome: integer('max_income'),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    minLoan: integer('min_loan'),
    maxLoan: integer('max_loan'),
    ticketClass: smallint('ticket_class'),
    creditScoreClass: smallint('credit_score_class'),
    salaried: smallint('salaried').notNull().default(0),
    selfEmployed: smallint('self_employed').notNull().default(0),
    business: smallint('business').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    lenderStatus: smallint('lender_status').notNull().default(1),
    /** /admin/vendors-on-off: a switch apart from the catalogue status. */
    vendorOn: smallint('vendor_on').notNull().default(1),
    soStatus: smallint('so_status').notNull().default(0),
    soText: text('so_text'),
    /** issue 13, docs/decisions/011: the Hindi of a customer-facing text; null or empty shows the English. */
    soTextHi: text('so_text_hi'),
    soDateStart: date('so_date_start'),
    soDateEnd: date('so_date_end'),
    loanAmountUpto: integer('loan_amount_upto'),
    tenure: text('tenure'),
    interestRate: text('interest_rate'),
    aprMin: numeric('apr_min', { precision: 6, scale: 2 }),
    aprMax: numeric('apr_max', { precision: 6, scale: 2 }),
    processingFees: text('processing_fees'),
    penalCharges: text('penal_charges'),
    processingFeesHi: text('processing_fees_hi'),
    penalChargesHi: text('penal_charges_hi'),
    coolingOffDays: smallint('cooling_off_days').notNull().default(3),
    /** Which products the lender offers: personal, business, gold, home. */
    products: text('products').array().notNull().default([]),
    journey: varchar('journey', { length: 16 }).notNull().default('web_app'),
    redirectUrl: text('redirect_url'),
    autosubmission: smallint('autosubmission').notNull().default(0),
    api: smallint('api').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('lenders_active_idx').on(t.deletedAt, t.lenderStatus)],
);

// spec 3 Lender group.
export const lenderGroups = pgTable('lender_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const lenderGroupMembers = pgTable(
  'lender_group_members',
  {
    lenderId: integer('lender_id')
      .notNull()
      .references(() => lenders.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => lenderGroups.id),
  },
  (t) => [primaryKey({ columns: [t.lenderId, t.groupId] })],
);

// spec 3 Revenue type.
export const revenueTypes = pgTable('revenue_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

// spec 3 Lender revenue entry: slabs by disbursed amount, by number, by ATS; flat or percent.
export const lenderRevenue = pgTable(
  'lender_revenue',
  {
    id: serial('id').primaryKey(),
    lenderId: integer('lender_id')
      .notNull()
      .references(() => lenders.id),
    slabDisbursedMin: numeric('slab_disbursed_min', { precision: 14, scale: 2 }),
    slabDisbursedMax: numeric('slab_disbursed_max', { precision: 14, scale: 2 }),
    slabNumberMin: integer('slab_number_min'),
    slabNumberMax: integer('slab_number_max'),
    atsMin: numeric('ats_min', { precision: 14, scale: 2 }),
    atsMax: numeric('ats_max', { precision: 14, scale: 2 }),
    revenueTypeId: integer('revenue_type_id')
      .notNull()
      .references(() => revenueTypes.id),
    revenueFlat: numeric('revenue_flat', { precision: 14, scale: 2 }),
    revenuePercent: numeric('revenue_percent', { precision: 7, scale: 3 }),
    status: smallint('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('lender_revenue_lender_idx').on(t.lenderId, t.sortOrder)],
);
