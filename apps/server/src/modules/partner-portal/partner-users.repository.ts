import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../auth/otp.repository.ts';
import { partnerUsers, partners } from '../../db/schema/index.ts';

/** The enabled partner user registered with this (normalised) mobile or email, if any. */
export async function findPartnerUserByDestination(
  db: Db,
  channel: 'mobile' | 'email',
  destination: string,
): Promise<typeof partnerUsers.$inferSelect | undefined> {
  const column = channel === 'mobile' ? partnerUsers.mobile : partnerUsers.email;
  const [user] = await db
    .select()
    .from(partnerUsers)
    .where(and(eq(column, destination), isNull(partnerUsers.disabledAt)))
    .limit(1);
  return user;
}

/** An enabled partner user by id, with the partner it belongs to (the partner session's subject). */
export async function findEnabledPartnerUser(
  db: Db,
  partnerUserId: number,
): Promise<{ user: typeof partnerUsers.$inferSelect; partner: typeof partners.$inferSelect } | undefined> {
  const [row] = await db
    .select({ user: partnerUsers, partner: partners })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(and(eq(partnerUsers.id, partnerUserId), isNull(partnerUsers.disabledAt)))
    .limit(1);
  return row;
}
