import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// Sessions: only a SHA-256 of the token is stored; idle and absolute expiry; revocation.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    area: varchar('area', { length: 16 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** Set when an admin acts as a partner (spec 4 masquerade). */
    masqueradeAdminId: integer('masquerade_admin_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** spec 4 'returning flag': PAN and birth date confirmed, or the profile completed, this session. */
    identityConfirmedAt: timestamp('identity_confirmed_at', { withTimezone: true }),
    ip: varchar('ip', { length: 45 }),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [index('sessions_subject_idx').on(t.area, t.subjectId)],
);

// One-time passcodes: keyed hash only, bound to purpose + destination, 5 tries, single use.
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    destination: varchar('destination', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: varchar('ip', { length: 45 }),
  },
  (t) => [
    index('otp_codes_destination_idx').on(t.purpose, t.destination, t.createdAt),
    index('otp_codes_created_idx').on(t.purpose, t.createdAt, t.destination),
  ],
);

/** What the admin OTP failure report reads: failed sends and failed verifications. */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    destination: varchar('destination', { length: 254 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    reason: text('reason'),
    ip: varchar('ip', { length: 45 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_failures_at_idx').on(t.at)],
);

/** Fixed-window counters shared by every instance (issue 8: limits live in PostgreSQL). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: varchar('bucket', { length: 32 }).notNull(),
    key: varchar('key', { length: 254 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);
