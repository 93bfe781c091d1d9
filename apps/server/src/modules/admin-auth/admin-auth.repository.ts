import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/index.ts';

export type AdminRow = typeof adminUsers.$inferSelect;

export async function findAdminByEmail(db: Database, email: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email)).limit(1);
  return row;
}

export async function findAdminById(db: Database, id: number): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row;
}

/**
 * issue 12 finding 8: one atomic increment, so parallel wrong passwords each count; the lock is
 * computed from the count this failure produced and never shortens a later, longer one.
 */
export async function countFailedLogin(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(adminUsers)
    .set({ failedAttempts: sql`${adminUsers.failedAttempts} + 1` })
    .where(eq(adminUsers.id, id))
    .returning({ failedAttempts: adminUsers.failedAttempts });
  if (!row) throw new Error(`admin ${id} vanished while counting a failed sign-in`);
  return row.failedAttempts;
}

export async function extendLock(db: Database, id: number, until: Date): Promise<void> {
  await db
    .update(adminUsers)
    .set({ lockedUntil: sql`greatest(${adminUsers.lockedUntil}, ${until.toISOString()}::timestamptz)` })
    .where(eq(adminUsers.id, id));
}

export async function recordSuccessfulLogin(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(adminUsers)
    .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(adminUsers.id, id));
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers);
  return row?.n ?? 0;
}

/** Adds an admin unless one with this email exists already (another instance starting at once). */
export async function insertAdminIfAbsent(
  db: Database,
  values: typeof adminUsers.$inferInsert,
): Promise<void> {
  await db.insert(adminUsers).values(values).onConflictDoNothing();
}
