import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../auth/otp.repository.ts';
import { partnerUsers } from '../../db/schema/index.ts';

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
