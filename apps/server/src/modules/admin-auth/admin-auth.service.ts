import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { isAdminRole, type AdminProfile } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import { lockAfterFailure, lockedFor } from './lockout.ts';

export type AdminRow = typeof adminUsers.$inferSelect;

// A verify against this hash when the email is unknown keeps the answer time the same.
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function toAdminProfile(row: AdminRow): AdminProfile {
  if (!isAdminRole(row.role)) throw new Error(`admin ${row.id} has an unknown role`);
  return { adminId: row.id, email: row.email, username: row.username, role: row.role };
}

/** Email + password (argon2id) with lockout and backoff; the same message for every failure. */
export async function authenticateAdmin(
  db: Database,
  email: string,
  password: string,
  now = new Date(),
): Promise<AdminRow> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email.toLowerCase())).limit(1);
  if (!row || row.disabledAt) {
    decoyHash ??= hash('decoy password that matches nothing');
    await verify(await decoyHash, password);
    throw unauthorized('Email or password is incorrect');
  }
  const wait = lockedFor(row.lockedUntil, now);
  if (wait > 0) {
    throw new AppError(
      429,
      'LOCKED',
      `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minute(s)`,
    );
  }
  if (!(await verify(row.passwordHash, password))) {
    const failedAttempts = row.failedAttempts + 1;
    await db
      .update(adminUsers)
      .set({ failedAttempts, lockedUntil: lockAfterFailure(failedAttempts, now) })
      .where(eq(adminUsers.id, row.id));
    throw unauthorized('Email or password is incorrect');
  }
  await db
    .update(adminUsers)
    .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(adminUsers.id, row.id));
  return row;
}

export async function findActiveAdmin(db: Database, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row && !row.disabledAt ? row : undefined;
}
