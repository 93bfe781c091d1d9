import type { FastifyRequest } from 'fastify';
import type { AdminRole } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { hashPassword, toAdminProfile, type AdminRow } from '../admin-auth/admin-auth.service.ts';
import {
  insertAdminUser,
  lockAdminUser,
  revokeSessionsDerivedFrom,
  updateAdminUserRow,
} from './admin-users.repository.ts';

export function toAdminUserRow(row: AdminRow) {
  return {
    ...toAdminProfile(row),
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createAdminUser(
  db: Database,
  request: FastifyRequest,
  input: { email: string; username: string; role: AdminRole; password: string },
) {
  const row = await insertAdminUser(db, {
    email: input.email.toLowerCase(),
    username: input.username,
    role: input.role,
    passwordHash: await hashPassword(input.password),
  });
  if (!row) throw conflict('An admin with this email already exists');
  await audit(db, request, {
    action: 'admin_user.create',
    entity: 'admin_user',
    entityId: row.id,
    after: toAdminUserRow(row),
  });
  return toAdminUserRow(row);
}

/** Whether a change takes power away, so every session derived from the admin must end. */
export function changeEndsSessions(before: AdminRow, change: { role?: number; disabled?: boolean }): boolean {
  return change.disabled === true || (change.role !== undefined && change.role !== before.role);
}

/**
 * Changes an admin's name, role or status. Disabling or demoting ends its admin sessions and the
 * partner sessions it opened by masquerade in the same transaction as the change (issue 12
 * finding 2); every change is audited.
 */
export async function updateAdminUser(
  db: Database,
  request: FastifyRequest,
  actorAdminId: number | undefined,
  id: number,
  change: { username?: string; role?: AdminRole; disabled?: boolean },
) {
  if (id === actorAdminId && (change.disabled === true || (change.role !== undefined && change.role !== 1)))
    throw badRequest('You cannot disable yourself or take away your own role');
  return db.transaction(async (tx) => {
    const before = await lockAdminUser(tx, id);
    if (!before) throw notFound('No such admin user');
    const after = await updateAdminUserRow(tx, id, {
      ...(change.username === undefined ? {} : { username: change.username }),
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? new Date() : null }),
    });
    if (!after) throw notFound('No such admin user');
    if (changeEndsSessions(before, change)) await revokeSessionsDerivedFrom(tx, id);
    await audit(tx, request, {
      action: 'admin_user.update',
      entity: 'admin_user',
      entityId: id,
      before: toAdminUserRow(before),
      after: toAdminUserRow(after),
    });
    return toAdminUserRow(after);
  });
}
