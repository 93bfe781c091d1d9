import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Partner portal (issue 6): the partner's people, API keys, pushed leads and support tickets.
export const partnerUsers = pgTable(
  'partner_users',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 10 }),
    email: varchar('email', { length: 254 }),
    role: varchar('role', { length: 16 }).notNull().default('owner'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_users_mobile_unique').on(t.mobile),
    uniqueIndex('partner_users_email_unique').on(t.email),
    index('partner_users_partner_idx').on(t.partnerId),
  ],
);

/** Keys are shown once; only a SHA-256 is kept, with a short prefix to tell them apart. */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('partner_api_keys_partner_idx').on(t.partnerId)],
);

/** A prospect a partner brought: pushed by API, or a customer who arrived through their link. */
export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: uuid('public_id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    partnerId: integer('partner_id').notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }),
    mobile: varchar('mobile', { length: 10 }),
    email: varchar('email', { length: 254 }),
    product: varchar('product', { length: 32 }),
    amount: integer('amount'),
    pincode: varchar('pincode', { length: 6 }),
    userId: integer('user_id'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    meta: jsonb('meta'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_idempotency_unique').on(t.partnerId, t.idempotencyKey),
    index('leads_partner_idx').on(t.partnerId, t.createdAt),
    index('leads_user_idx').on(t.userId),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** Issue 15: what the partner and the admins see (never the id), e.g. TKT-7K3M9Q2X. */
    reference: varchar('reference', { length: 12 }).notNull().unique(),
    partnerId: integer('partner_id').notNull(),
    partnerUserId: integer('partner_user_id'),
    kind: varchar('kind', { length: 16 }).notNull(),
    subject: varchar('subject', { length: 150 }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    assigneeAdminId: integer('assignee_admin_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_tickets_partner_idx').on(t.partnerId, t.createdAt)],
);
