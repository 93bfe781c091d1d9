import { and, count, eq, gte, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { CsrIdentifier } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import {
  adminUsers,
  applications,
  auditLog,
  erasureRequests,
  lenders,
  partnerUsers,
  partners,
  personalDataAccess,
  users,
} from '../../db/schema/index.ts';

export interface AuditFilter {
  /** Customers the search names (none found: an empty list, which matches nothing). */
  userIds?: number[];
  adminId?: number;
  /** Audit actions by exact name; `exclude` for "other" (which also takes names no list knows). */
  actions?: { include: readonly string[] } | { exclude: readonly string[] };
  /** Whether access-log rows (CSR views) and audit-log rows are wanted. */
  views: boolean;
  audits: boolean;
  start?: Date;
  end?: Date;
}

function auditWhere(f: AuditFilter): SQL | undefined {
  const ids = f.userIds?.map(String);
  return and(
    f.start ? gte(auditLog.at, f.start) : undefined,
    f.end ? lte(auditLog.at, f.end) : undefined,
    f.adminId === undefined
      ? undefined
      : or(
          and(eq(auditLog.actorType, 'admin'), eq(auditLog.actorId, f.adminId)),
          eq(auditLog.masqueradeAdminId, f.adminId),
        ),
    f.actions === undefined
      ? undefined
      : 'include' in f.actions
        ? inArray(auditLog.action, [...f.actions.include])
        : f.actions.exclude.length > 0
          ? notInArray(auditLog.action, [...f.actions.exclude])
          : undefined,
    ids === undefined
      ? undefined
      : ids.length === 0
        ? sql`false`
        : or(
            and(inArray(auditLog.entity, ['user', 'customer']), inArray(auditLog.entityId, ids)),
            and(
              eq(auditLog.entity, 'erasure_request'),
              inArray(
                auditLog.entityId,
                sql`(select ${erasureRequests.id}::text from ${erasureRequests} where ${inArray(erasureRequests.userId, f.userIds ?? [])})`,
              ),
            ),
          ),
  );
}

function viewWhere(f: AuditFilter): SQL | undefined {
  const a = personalDataAccess;
  return and(
    f.start ? gte(a.at, f.start) : undefined,
    f.end ? lte(a.at, f.end) : undefined,
    f.adminId === undefined ? undefined : eq(a.adminId, f.adminId),
    f.userIds === undefined ? undefined : f.userIds.length === 0 ? sql`false` : inArray(a.userId, f.userIds),
  );
}

function auditRows(db: Database, f: AuditFilter) {
  return db
    .select({
      at: auditLog.at,
      actorType: auditLog.actorType,
      actorId: auditLog.actorId,
      masqueradeAdminId: auditLog.masqueradeAdminId,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(auditWhere(f));
}

function viewRows(db: Database, f: AuditFilter) {
  const a = personalDataAccess;
  return db
    .select({
      at: a.at,
      actorType: sql<string>`'admin'`.as('actor_type'),
      actorId: sql<number | null>`${a.adminId}`.as('actor_id'),
      masqueradeAdminId: sql<number | null>`null::integer`.as('masquerade_admin_id'),
      action: sql<string>`'csr.view'`.as('action'),
      entity: sql<string>`'user'`.as('entity'),
      entityId: sql<string | null>`${a.userId}::text`.as('entity_id'),
      after: sql<unknown>`jsonb_build_object('purpose', ${a.purpose})`.as('after'),
    })
    .from(a)
    .where(viewWhere(f));
}

export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];

/** Matching entries of both logs, newest first, and how many there are. */
export async function auditPage(db: Database, f: AuditFilter, page: { limit: number; offset: number }) {
  const [audits] = f.audits
    ? await db.select({ n: count() }).from(auditLog).where(auditWhere(f))
    : [{ n: 0 }];
  const [views] = f.views
    ? await db.select({ n: count() }).from(personalDataAccess).where(viewWhere(f))
    : [{ n: 0 }];
  const total = (audits?.n ?? 0) + (views?.n ?? 0);
  if (!f.audits && !f.views) return { total, rows: [] };
  const source =
    f.audits && f.views
      ? unionAll(auditRows(db, f), viewRows(db, f))
      : f.audits
        ? auditRows(db, f)
        : viewRows(db, f);
  const rows: AuditRow[] = await source
    .orderBy(sql`at desc`)
    .limit(page.limit)
    .offset(page.offset);
  return { total, rows };
}

/** Customers, erased ones included, named by a full mobile, email or application reference. */
export async function userIdsByIdentifier(db: Database, identifier: CsrIdentifier): Promise<number[]> {
  const match =
    identifier.kind === 'mobile'
      ? eq(users.mobilePhoneNumber, identifier.value)
      : identifier.kind === 'email'
        ? eq(sql`lower(${users.email})`, identifier.value)
        : inArray(
            users.id,
            db
              .select({ id: applications.userId })
              .from(applications)
              .where(eq(applications.publicId, identifier.value)),
          );
  const rows = await db.select({ id: users.id }).from(users).where(match).limit(20);
  return rows.map((r) => r.id);
}

// Names for the subjects and actors of a page of entries (one query per kind).

export async function adminNames(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: adminUsers.id, name: adminUsers.username })
    .from(adminUsers)
    .where(inArray(adminUsers.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function customerMobiles(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ id: users.id, mobile: users.mobilePhoneNumber })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.mobile]));
}

export async function erasureUsers(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: erasureRequests.id, userId: erasureRequests.userId })
    .from(erasureRequests)
    .where(inArray(erasureRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r.userId]));
}

export async function partnerNames(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: partners.id, name: partners.displayName })
    .from(partners)
    .where(inArray(partners.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function partnerUserNames(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: partnerUsers.id, name: partnerUsers.name })
    .from(partnerUsers)
    .where(inArray(partnerUsers.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function lenderNames(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: lenders.id, name: lenders.name })
    .from(lenders)
    .where(inArray(lenders.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function allAdmins(db: Database) {
  return db
    .select({ adminId: adminUsers.id, name: adminUsers.username })
    .from(adminUsers)
    .orderBy(adminUsers.username, adminUsers.id);
}
