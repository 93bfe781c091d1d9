import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { adminUsers, sessions } from '../../db/schema/index.ts';
import type { AdminRow } from '../admin-auth/admin-auth.service.ts';

export async function listAdminUsers(db: Database): Promise<AdminRow[]> {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.id));
}

/** The new admin, or null when the email is taken. */
export async function insertAdminUser(
  db: Database,
  values: { email: string; username: string; role: number; passwordHash: string },
): Promise<AdminRow | null> {
  const [row] = await db.insert(adminUsers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Locks the row for the rest of the transaction, so two changes to one admin apply in turn. */
export async function lockAdminUser(tx: Transaction, id: number): Promise<AdminRow | null> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateAdminUserRow(
  tx: Transaction,
  id: number,
  set: { username?: string; role?: number; disabledAt?: Date | null },
): Promise<AdminRow | null> {
  const [row] = await tx
    .update(adminUsers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(adminUsers.id, id))
    .returning();
  return row ?? null;
}

/**
 * Ends every session that draws its power from this admin: its own admin sessions and every
 * partner session it opened by masquerade (issue 12 finding 2).
 */
export async function revokeSessionsDerivedFrom(tx: Transaction, adminId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`((${sessions.area} = 'admin' and ${sessions.subjectId} = ${adminId}) or ${sessions.masqueradeAdminId} = ${adminId})`,
      ),
    );
}
