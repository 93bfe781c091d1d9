import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { findEnabledPartnerUser } from './partner-users.repository.ts';

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
  const row = await findEnabledPartnerUser(db, session.subjectId);
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
