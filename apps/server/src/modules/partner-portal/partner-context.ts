import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { partnerUsers, partners } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/app-error.ts';

export interface PartnerContext {
  partnerId: number;
  partnerKey: string;
  partnerName: string;
  utmId: string | null;
  userId: number;
  userName: string;
  masqueradeAdminId: number | null;
}

/**
 * The partner a request acts for, from its partner session. Every partner query filters by this
 * partnerId: a partner sees only its own customers, leads, applications and revenue.
 */
export async function partnerContext(db: Database, request: FastifyRequest): Promise<PartnerContext> {
  const session = request.session;
  if (session?.area !== 'partner') throw unauthorized();
  const [row] = await db
    .select({ user: partnerUsers, partner: partners })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(and(eq(partnerUsers.id, session.subjectId), isNull(partnerUsers.disabledAt)))
    .limit(1);
  if (!row) throw unauthorized('Your partner account is not active');
  return {
    partnerId: row.partner.id,
    partnerKey: row.partner.key,
    partnerName: row.partner.displayName,
    utmId: row.partner.utmId,
    userId: row.user.id,
    userName: row.user.name,
    masqueradeAdminId: session.masqueradeAdminId,
  };
}
