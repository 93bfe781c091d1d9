import type { FastifyRequest } from 'fastify';
import type { CsrCustomerHit, CsrIdentifier } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import { getUserRecord, type UsersDeps } from '../users/users.service.ts';
import { listForUser, summaries } from '../applications/applications.repository.ts';
import {
  findCustomersByIdentifier,
  findLiveCustomerId,
  insertNote,
  listNotes,
  recordAccess,
} from './csr.repository.ts';

export const maskMobile = (phone: string | null): string | null =>
  phone ? `******${phone.slice(-4)}` : null;

/**
 * Issue 12 finding 7: every search is recorded with the searcher and the kind of identifier (never
 * the value): one audit row per search, and one personal_data_access row per customer shown.
 */
export async function searchCustomers(
  db: Database,
  request: FastifyRequest,
  adminId: number,
  identifier: CsrIdentifier,
): Promise<CsrCustomerHit[]> {
  const rows = await findCustomersByIdentifier(db, identifier);
  await recordAccess(
    db,
    rows.map((r) => ({ userId: r.id, adminId, purpose: `csr_search_${identifier.kind}` })),
  );
  await audit(db, request, {
    action: 'csr.search',
    entity: 'customer',
    entityId: null,
    after: { kind: identifier.kind, hits: rows.length },
  });
  return rows.map((u) => ({
    userId: u.id,
    name: [u.firstName, u.lastName].filter(Boolean).join(' ') || null,
    mobile: maskMobile(u.mobilePhoneNumber),
    email: u.email,
  }));
}

/** A customer's profile (PAN masked), applications and notes; the view is logged. */
export async function viewCustomer(deps: UsersDeps, adminId: number, userId: number) {
  const id = await findLiveCustomerId(deps.db, userId);
  if (id === null) throw notFound('No such customer');
  await recordAccess(deps.db, [{ userId: id, adminId, purpose: 'csr_view' }]);
  const profile = await getUserRecord(deps, id);
  const applications = await summaries(deps.db, await listForUser(deps.db, id));
  const notes = await listNotes(deps.db, id);
  return {
    profile,
    applications,
    notes: notes.map((n) => ({ note: n.note, adminId: n.adminId, at: n.at.toISOString() })),
  };
}

export async function addCustomerNote(db: Database, adminId: number, userId: number, note: string) {
  const id = await findLiveCustomerId(db, userId);
  if (id === null) throw notFound('No such customer');
  await insertNote(db, { userId: id, adminId, note });
}
