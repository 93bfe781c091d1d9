import { pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Admin staff (spec 6 numeric roles). Passwords as argon2id hashes; lockout with backoff.
export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  username: varchar('username', { length: 60 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  role: smallint('role').notNull(),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
