import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Admin operations (issue 7).

/** Every upload an admin made, what it changed and which rows failed. */
export const uploadBatches = pgTable(
  'upload_batches',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 24 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    rowsRead: integer('rows_read').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    errors: jsonb('errors').notNull(),
    adminId: integer('admin_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_batches_at_idx').on(t.at)],
);

/** What a lender paid for a month (commission upload), reconciled against computed revenue. */
export const lenderPayments = pgTable(
  'lender_payments',
  {
    id: serial('id').primaryKey(),
    lenderId: integer('lender_id').notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lender_payments_unique').on(t.lenderId, t.month, t.reference)],
);

/** CSR notes on a customer, and every view of a customer's personal data (DPDP accountability). */
export const csrNotes = pgTable(
  'csr_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    adminId: integer('admin_id').notNull(),
    note: text('note').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('csr_notes_user_idx').on(t.userId, t.at)],
);

export const personalDataAccess = pgTable(
  'personal_data_access',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    adminId: integer('admin_id').notNull(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_data_access_user_idx').on(t.userId, t.at)],
);

/** Erasure requests (DPDP): who asked, when, and when it was done. */
export const erasureRequests = pgTable('erasure_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  adminId: integer('admin_id').notNull(),
  reason: text('reason').notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
