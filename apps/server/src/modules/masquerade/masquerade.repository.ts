import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminUsers, partnerUsers } from '../../db/schema/index.ts';

/** The partner user an admin acts as: the partner's first active user. */
export async function firstActivePartnerUser(db: Database, partnerId: number) {
  const [user] = await db
    .select({ id: partnerUsers.id })
    .from(partnerUsers)
    .where(and(eq(partnerUsers.partnerId, partnerId), isNull(partnerUsers.disabledAt)))
    .orderBy(asc(partnerUsers.id))
    .limit(1);
  return user ?? null;
}

/** The role of an admin who is not disabled, or null (deleted or disabled). */
export async function activeAdminRole(db: Database, adminId: number): Promise<number | null> {
  const [row] = await db
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.disabledAt)))
    .limit(1);
  return row?.role ?? null;
}

export async function partnerIdOfUser(db: Database, partnerUserId: number): Promise<number | null> {
  const [row] = await db
    .select({ partnerId: partnerUsers.partnerId })
    .from(partnerUsers)
    .where(eq(partnerUsers.id, partnerUserId))
    .limit(1);
  return row?.partnerId ?? null;
}
