import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Applications and their lifecycle (issue 4; docs/decisions/006-application-lifecycle.md).
export const applications = pgTable(
  'applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: uuid('public_id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id').notNull(),
    lenderId: integer('lender_id').notNull(),
    product: varchar('product', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    tenureMonths: smallint('tenure_months'),
    status: varchar('status', { length: 16 }).notNull(),
    handoff: varchar('handoff', { length: 16 }).notNull(),
    redirectUrl: text('redirect_url'),
    lenderReference: varchar('lender_reference', { length: 100 }),
    reason: text('reason'),
    approvedAmount: integer('approved_amount'),
    disbursedAmount: numeric('disbursed_amount', { precision: 14, scale: 2 }),
    disbursedOn: date('disbursed_on'),
    partnerId: integer('partner_id'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** What the customer saw when applying: APR, EMI example, KFS and ranking method versions. */
    offerSnapshot: jsonb('offer_snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('applications_user_lender_idx').on(t.userId, t.lenderId, t.createdAt),
    // Reports read a date range and these columns only: an index-only scan (admin dashboard).
    index('applications_report_idx').on(
      t.createdAt,
      t.status,
      t.lenderId,
      t.partnerId,
      t.userId,
      t.disbursedAmount,
    ),
    index('applications_lender_idx').on(t.lenderId, t.createdAt),
    index('applications_partner_idx').on(t.partnerId, t.createdAt),
    // No plain status index: a status change already writes report_idx, and every upload row
    // changes status, so each index on status costs every row of a 100,000-row file (issue 16).
    // Only the two lookups by one status alone keep an index, holding just the rows they read.
    index('applications_expiry_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created' and ${t.handoff} = 'redirect'`),
    index('applications_disbursed_idx')
      .on(t.disbursedOn)
      .where(sql`${t.status} = 'disbursed'`),
  ],
);

/** Every status change with time and source (the customer's timeline). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    source: varchar('source', { length: 24 }).notNull(),
    note: text('note'),
    /** TIMELINE_NOTE_CODES of @cl/contracts and its values: the note in the customer's language. */
    noteCode: varchar('note_code', { length: 32 }),
    noteValues: jsonb('note_values'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_app_idx').on(t.applicationId, t.at)],
);

/** RBI DLD: which offers (and method and KFS versions) were shown to whom, and who did not match. */
export const offerImpressions = pgTable(
  'offer_impressions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    product: varchar('product', { length: 16 }).notNull(),
    methodVersion: varchar('method_version', { length: 32 }).notNull(),
    shown: jsonb('shown').notNull(),
    unmatched: jsonb('unmatched').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_impressions_user_idx').on(t.userId, t.at),
    index('offer_impressions_at_idx').on(t.at, t.userId),
  ],
);

/** Repeat applications to the same lender inside the window, refused (admin de-dupe report). */
export const dedupeLog = pgTable(
  'dedupe_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    lenderId: integer('lender_id').notNull(),
    existingApplicationId: integer('existing_application_id').notNull(),
    windowDays: smallint('window_days').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dedupe_log_at_idx').on(t.at)],
);

/** Durable outbox of lender API submissions, written in the application's transaction. */
export const lenderSubmissions = pgTable(
  'lender_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: integer('application_id').notNull().unique(),
    lenderId: integer('lender_id').notNull(),
    idempotencyKey: uuid('idempotency_key')
      .notNull()
      .default(sql`gen_random_uuid()`),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('lender_submissions_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Every failed lender API call (admin lender API failure report). */
export const lenderApiFailures = pgTable(
  'lender_api_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: integer('submission_id').notNull(),
    applicationId: integer('application_id').notNull(),
    lenderId: integer('lender_id').notNull(),
    attempt: smallint('attempt').notNull(),
    statusCode: smallint('status_code'),
    error: text('error').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lender_api_failures_at_idx').on(t.at)],
);
