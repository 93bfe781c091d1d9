import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { partnerHosts, partnerUsers, partners, sessions } from '../../db/schema/index.ts';
import { partnerBrandingCache } from './partner-branding-cache.ts';
import type { PartnerRow } from './partners.repository.ts';
import type { Db } from './partners-admin.repository.ts';

// Issue 15: the SQL of onboarding partners and their users (partner-onboarding.service.ts).

export type PartnerUserRow = typeof partnerUsers.$inferSelect;

export async function partnerKeyTaken(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: partners.id }).from(partners).where(eq(partners.key, key)).limit(1);
  return row !== undefined;
}

/** Which of these hosts open another partner's site (any partner when `partnerId` is null). */
export async function hostsHeldByOthers(
  db: Db,
  hosts: string[],
  partnerId: number | null,
): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .select({ host: partnerHosts.host })
    .from(partnerHosts)
    .where(
      and(
        inArray(partnerHosts.host, hosts),
        partnerId === null ? undefined : ne(partnerHosts.partnerId, partnerId),
      ),
    );
  return rows.map((r) => r.host);
}

/** Whether any partner user, enabled or not, has this mobile (the column is unique). */
export async function partnerMobileTaken(db: Db, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerUsers.id })
    .from(partnerUsers)
    .where(eq(partnerUsers.mobile, mobile))
    .limit(1);
  return row !== undefined;
}

export async function insertPartner(db: Db, values: typeof partners.$inferInsert): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  if (!row) throw new Error('partner insert returned nothing');
  partnerBrandingCache.changed(); // a name that showed the default brand is now this partner's
  return row;
}

export async function insertPartnerUser(
  db: Db,
  values: typeof partnerUsers.$inferInsert,
): Promise<PartnerUserRow> {
  const [row] = await db.insert(partnerUsers).values(values).returning();
  if (!row) throw new Error('partner user insert returned nothing');
  return row;
}

export async function listPartnerUsers(db: Db, partnerId: number): Promise<PartnerUserRow[]> {
  return db
    .select()
    .from(partnerUsers)
    .where(eq(partnerUsers.partnerId, partnerId))
    .orderBy(asc(partnerUsers.id));
}

/** One user of this partner, locked for the change; another partner's user is not found. */
export async function lockPartnerUser(
  db: Db,
  partnerId: number,
  userId: number,
): Promise<PartnerUserRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerUsers)
    .where(and(eq(partnerUsers.id, userId), eq(partnerUsers.partnerId, partnerId)))
    .for('update')
    .limit(1);
  return row;
}

/** The partner's enabled owner, locked, so two replacements cannot both keep theirs. */
export async function lockPartnerOwner(db: Db, partnerId: number): Promise<PartnerUserRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerUsers)
    .where(
      and(
        eq(partnerUsers.partnerId, partnerId),
        eq(partnerUsers.role, 'owner'),
        isNull(partnerUsers.disabledAt),
      ),
    )
    .for('update')
    .limit(1);
  return row;
}

export async function updatePartnerUser(
  db: Db,
  userId: number,
  set: { role?: 'owner' | 'staff'; disabledAt?: Date | null },
): Promise<PartnerUserRow> {
  const [row] = await db.update(partnerUsers).set(set).where(eq(partnerUsers.id, userId)).returning();
  if (!row) throw new Error('partner user update returned nothing');
  return row;
}

/** Signs the user out everywhere, masquerade sessions opened as them included. */
export async function revokePartnerUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.area, 'partner'), eq(sessions.subjectId, userId), isNull(sessions.revokedAt)));
}
