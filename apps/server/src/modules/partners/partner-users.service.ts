import type { FastifyRequest } from 'fastify';
import { msg, type AdminPartnerUser, type PartnerUserInput } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import { findPartnerById, type Db } from './partners-admin.repository.ts';
import {
  insertPartnerUser,
  listPartnerUsers,
  lockPartnerOwner,
  lockPartnerUser,
  partnerMobileTaken,
  revokePartnerUserSessions,
  updatePartnerUser,
  type PartnerUserRow,
} from './partner-onboarding.repository.ts';
import { refuseFields } from './refuse-fields.ts';

// Issue 15: the people who sign in to a partner's portal. A partner has exactly one enabled owner
// (changed only by replacing it) and any number of staff; a disabled user cannot sign in
// (partner-users.repository.ts) and loses its sessions at once.

export function toAdminPartnerUser(row: PartnerUserRow): AdminPartnerUser {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    role: row.role === 'owner' ? 'owner' : 'staff',
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function partnerOrNotFound(db: Db, partnerId: number) {
  const partner = await findPartnerById(db, partnerId);
  if (!partner) throw notFound('No such partner');
  return partner;
}

export async function partnerUsersOf(db: Database, partnerId: number): Promise<AdminPartnerUser[]> {
  await partnerOrNotFound(db, partnerId);
  return (await listPartnerUsers(db, partnerId)).map(toAdminPartnerUser);
}

/** One more staff user; a mobile any partner user already has is refused on its field. */
export async function addPartnerStaff(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  input: PartnerUserInput,
): Promise<AdminPartnerUser[]> {
  return db.transaction(async (tx) => {
    await partnerOrNotFound(tx, partnerId);
    refuseFields((await partnerMobileTaken(tx, input.mobile)) ? { mobile: msg('partnerMobileTaken') } : {});
    const row = await insertPartnerUser(tx, {
      partnerId,
      name: input.name,
      mobile: input.mobile,
      role: 'staff',
    });
    await audit(tx, request, {
      action: 'partner_user.create',
      entity: 'partner_user',
      entityId: row.id,
      after: { partnerId, role: 'staff' },
    });
    return (await listPartnerUsers(tx, partnerId)).map(toAdminPartnerUser);
  });
}

/** Disables (signing out everywhere) or enables a staff user of this partner. */
export async function setPartnerUserDisabled(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  userId: number,
  disabled: boolean,
): Promise<AdminPartnerUser[]> {
  return db.transaction(async (tx) => {
    const before = await lockPartnerUser(tx, partnerId, userId);
    if (!before) throw notFound('No such user of this partner');
    if (before.role === 'owner') refuseFields({ disabled: msg('ownerNotDisabled') });
    if (disabled === (before.disabledAt !== null))
      return (await listPartnerUsers(tx, partnerId)).map(toAdminPartnerUser);
    await updatePartnerUser(tx, userId, { disabledAt: disabled ? new Date() : null });
    if (disabled) await revokePartnerUserSessions(tx, userId);
    await audit(tx, request, {
      action: disabled ? 'partner_user.disable' : 'partner_user.enable',
      entity: 'partner_user',
      entityId: userId,
      before: { disabled: before.disabledAt !== null },
      after: { disabled },
    });
    return (await listPartnerUsers(tx, partnerId)).map(toAdminPartnerUser);
  });
}

/**
 * A new owner with a new mobile. The old owner becomes a disabled staff user and is signed out,
 * so exactly one enabled owner remains, and enabling the old one later cannot make two.
 */
export async function replacePartnerOwner(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  input: PartnerUserInput,
): Promise<AdminPartnerUser[]> {
  return db.transaction(async (tx) => {
    await partnerOrNotFound(tx, partnerId);
    const old = await lockPartnerOwner(tx, partnerId);
    refuseFields((await partnerMobileTaken(tx, input.mobile)) ? { mobile: msg('partnerMobileTaken') } : {});
    if (old) {
      await updatePartnerUser(tx, old.id, { role: 'staff', disabledAt: new Date() });
      await revokePartnerUserSessions(tx, old.id);
    }
    const owner = await insertPartnerUser(tx, {
      partnerId,
      name: input.name,
      mobile: input.mobile,
      role: 'owner',
    });
    await audit(tx, request, {
      action: 'partner_user.replace_owner',
      entity: 'partner',
      entityId: partnerId,
      before: { ownerUserId: old?.id ?? null },
      after: { ownerUserId: owner.id },
    });
    return (await listPartnerUsers(tx, partnerId)).map(toAdminPartnerUser);
  });
}
