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
    /**
     * created_at while a redirect application is still 'created', else null: the redirect-expiry
     * batch's key. Its index names no status, so a status change that leaves this null (every
     * other one) can be a HOT update (ADR 036, third pass).
     */
    redirectOpenSince: timestamp('redirect_open_since', { withTimezone: true }).generatedAlwaysAs(
      sql`case when status = 'created' and handoff = 'redirect' then created_at end`,
    ),
  },
  (t) => [
    uniqueIndex('applications_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('applications_user_lender_idx').on(t.userId, t.lenderId, t.createdAt),
    // No index names status, disbursed_amount, lender_reference, reason or updated_at, in its
    // columns or its predicate, and the table keeps a fifth of each page free (fillfactor 80,
    // migration 0021): a status upload's row then can be a HOT update, its new version on the
    // same page and no index entries (issue 16, ADR 036 third pass). Reports read the daily
    // summaries; their scans (filters the summaries do not hold) read status from the table.
    index('applications_report_idx').on(t.createdAt, t.lenderId, t.partnerId, t.userId),
    index('applications_lender_idx').on(t.lenderId, t.createdAt),
    index('applications_partner_idx').on(t.partnerId, t.createdAt),
    index('applications_expiry_idx')
      .on(t.redirectOpenSince)
      .where(sql`${t.redirectOpenSince} is not null`),
    // Only a disbursal sets disbursed_on: the index holds the disbursed applications (the ledger's
    // backfill adds `status = 'disbursed'` as a filter) and changes only when one is disbursed.
    index('applications_disbursed_idx')
      .on(t.disbursedOn)
      .where(sql`${t.disbursedOn} is not null`),
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
