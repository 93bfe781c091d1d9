import type { FastifyRequest } from 'fastify';
import { canOpenAdminPage, isAdminRole } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { createSession, revokeSession, type SessionTimeouts } from '../auth/session.service.ts';
import { activeAdminRole, firstActivePartnerUser, partnerIdOfUser } from './masquerade.repository.ts';
import { notFound } from '../../lib/app-error.ts';

/** The admin page whose roles may act as a partner (spec 6: merchant management). */
const MASQUERADE_PAGE = 'merchant-management';

/**
 * Whether the admin behind a masquerade session may still act as a partner: not disabled or
 * deleted, and still of a role that may start a masquerade (issue 12 finding 2). Read on every
 * request, so disabling or demoting an admin ends its masquerade at once.
 */
export async function masqueradeAdminMayAct(db: Database, adminId: number): Promise<boolean> {
  const role = await activeAdminRole(db, adminId);
  return isAdminRole(role) && canOpenAdminPage(role, MASQUERADE_PAGE);
}

/** spec 4: a partner session bound to the admin, for the partner's first active user; audited. */
export async function startMasquerade(
  db: Database,
  request: FastifyRequest,
  input: { adminId: number; partnerId: number; ip: string; userAgent: string | undefined },
  timeouts: SessionTimeouts,
) {
  const user = await firstActivePartnerUser(db, input.partnerId);
  if (!user) throw notFound('This partner has no active user to act as');
  const session = await createSession(
    db,
    {
      area: 'partner',
      subjectId: user.id,
      masqueradeAdminId: input.adminId,
      ip: input.ip,
      userAgent: input.userAgent,
    },
    timeouts,
  );
  await audit(db, request, {
    action: 'masquerade.start',
    entity: 'partner',
    entityId: input.partnerId,
    after: { partnerUserId: user.id },
  });
  return { ...session, partnerUserId: user.id };
}

/**
 * Ends the masquerade session (its token, when the request presented one) and records who it was;
 * the caller clears the cookies and hands back the admin's CSRF cookie.
 */
export async function exitMasquerade(
  db: Database,
  request: FastifyRequest,
  ending: { partnerUserId: number; adminId: number; token: string | undefined },
): Promise<void> {
  if (ending.token) await revokeSession(db, ending.token);
  await audit(db, request, {
    action: 'masquerade.exit',
    entity: 'partner_user',
    entityId: ending.partnerUserId,
    before: { adminId: ending.adminId },
  });
}

/**
 * Every write an admin makes while acting as a partner, with the admin's id, the partner, the
 * route and the answer's status, refused ones included (issue 12 finding 2).
 */
export async function recordMasqueradeAction(
  db: Database,
  request: FastifyRequest,
  statusCode: number,
): Promise<void> {
  const session = request.session;
  if (session?.area !== 'partner' || session.masqueradeAdminId === null) return;
  await audit(db, request, {
    action: 'masquerade.request',
    entity: 'partner',
    entityId: await partnerIdOfUser(db, session.subjectId),
    after: {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      status: statusCode,
    },
  });
}
