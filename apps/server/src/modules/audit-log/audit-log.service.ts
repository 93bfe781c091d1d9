import type { FastifyRequest } from 'fastify';
import {
  AUDIT_EXPORT_LIMIT,
  AUDIT_PAGE_SIZE,
  classifyCsrIdentifier,
  indiaDayEnd,
  indiaDayStart,
  indiaTimestamp,
  type AuditActionGroup,
  auditActionsOf,
  classifiedAuditActions,
  type AuditEntry,
} from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { toCsv } from '../../lib/export.ts';
import { maskMobile } from '../csr/csr.service.ts';
import {
  adminNames,
  allAdmins,
  auditPage,
  customerMobiles,
  erasureUsers,
  lenderNames,
  partnerNames,
  partnerUserNames,
  userIdsByIdentifier,
  type AuditFilter,
  type AuditRow,
} from './audit-log.repository.ts';
import { auditDetail } from './audit-entry-format.ts';

export interface AuditSearch {
  person?: string;
  adminId?: number;
  action?: AuditActionGroup;
  from?: string;
  to?: string;
  page: number;
}

const CLASSIFIED = classifiedAuditActions();

async function filterOf(db: Database, search: AuditSearch): Promise<AuditFilter> {
  const identifier = search.person ? classifyCsrIdentifier(search.person) : null;
  const group = search.action;
  return {
    userIds: identifier ? await userIdsByIdentifier(db, identifier) : undefined,
    adminId: search.adminId,
    views: group === undefined || group === 'csr_view',
    audits: group !== 'csr_view',
    actions:
      group === undefined || group === 'csr_view'
        ? undefined
        : group === 'other'
          ? { exclude: CLASSIFIED }
          : { include: auditActionsOf(group) },
    // spec 9: days are Indian calendar days.
    start: search.from ? indiaDayStart(search.from) : undefined,
    end: search.to ? indiaDayEnd(search.to) : undefined,
  };
}

const numericIds = (rows: AuditRow[], entities: string[]): number[] => [
  ...new Set(
    rows
      .filter((r) => entities.includes(r.entity) && r.entityId !== null && /^\d{1,9}$/.test(r.entityId))
      .map((r) => Number(r.entityId)),
  ),
];

/** Entries as people read them: admin names, and subjects by masked mobile or name, not row ids. */
async function describe(db: Database, rows: AuditRow[]): Promise<AuditEntry[]> {
  const erasures = await erasureUsers(db, numericIds(rows, ['erasure_request']));
  const customerIds = [...numericIds(rows, ['user', 'customer']), ...erasures.values()];
  const [admins, mobiles, partnerMap, partnerUserMap, lenderMap] = await Promise.all([
    adminNames(
      db,
      [
        ...new Set(
          rows.flatMap((r) => [
            r.actorType === 'admin' ? r.actorId : null,
            r.masqueradeAdminId,
            r.entity === 'admin_user' && r.entityId ? Number(r.entityId) : null,
          ]),
        ),
      ].filter((id): id is number => id !== null && Number.isSafeInteger(id)),
    ),
    customerMobiles(db, customerIds),
    partnerNames(db, numericIds(rows, ['partner'])),
    partnerUserNames(db, numericIds(rows, ['partner_user'])),
    lenderNames(db, numericIds(rows, ['lender'])),
  ]);
  const customer = (id: number | undefined) => {
    if (id === undefined) return 'Customer';
    return `Customer ${maskMobile(mobiles.get(id) ?? null) ?? '(erased)'}`;
  };
  const subject = (r: AuditRow): string => {
    const id = r.entityId !== null && /^\d{1,9}$/.test(r.entityId) ? Number(r.entityId) : undefined;
    switch (r.entity) {
      case 'user':
      case 'customer':
        return r.entityId === null ? 'Customers' : customer(id);
      case 'erasure_request':
        return customer(id === undefined ? undefined : erasures.get(id));
      case 'partner':
        return (id !== undefined && partnerMap.get(id)) || 'Partner';
      case 'partner_user':
        return (id !== undefined && partnerUserMap.get(id)) || 'Partner user';
      case 'lender':
        return (id !== undefined && lenderMap.get(id)) || 'Lender';
      case 'admin_user':
        return (id !== undefined && admins.get(id)) || 'Admin';
      case 'partner_ticket':
      case 'help_request':
        return r.entityId ?? r.entity;
      case 'report':
        return r.entityId === null ? 'Report' : `Report ${r.entityId}`;
      default:
        return r.entityId === null ? r.entity : `${r.entity} ${r.entityId}`;
    }
  };
  return rows.map((r) => {
    const adminId = r.actorType === 'admin' ? r.actorId : r.masqueradeAdminId;
    return {
      at: new Date(r.at).toISOString(),
      admin: adminId === null ? null : (admins.get(adminId) ?? `#${String(adminId)}`),
      actor: r.masqueradeAdminId !== null ? 'masquerade' : r.actorType,
      action: r.action,
      subject: subject(r),
      detail: auditDetail(r.action, r.after),
    };
  });
}

/** Issue 15: the audit screen's search (role 1). */
export async function searchAuditLog(db: Database, search: AuditSearch) {
  const { total, rows } = await auditPage(db, await filterOf(db, search), {
    limit: AUDIT_PAGE_SIZE,
    offset: (search.page - 1) * AUDIT_PAGE_SIZE,
  });
  return { total, page: search.page, pageSize: AUDIT_PAGE_SIZE, rows: await describe(db, rows) };
}

/** The whole search as CSV in Indian time; the export itself is an audited action. */
export async function exportAuditLog(
  db: Database,
  request: FastifyRequest,
  search: AuditSearch,
): Promise<string> {
  const { rows } = await auditPage(db, await filterOf(db, search), {
    limit: AUDIT_EXPORT_LIMIT,
    offset: 0,
  });
  const entries = await describe(db, rows);
  await audit(db, request, {
    action: 'export.audit_log',
    entity: 'audit_log',
    entityId: null,
    after: {
      rows: entries.length,
      action: search.action ?? null,
      from: search.from ?? null,
      to: search.to ?? null,
      byPerson: Boolean(search.person),
    },
  });
  return toCsv<AuditEntry>(
    [
      { header: 'Time (IST)', value: (e) => indiaTimestamp(new Date(e.at)) },
      { header: 'Admin', value: (e) => e.admin },
      { header: 'Actor', value: (e) => e.actor },
      { header: 'Action', value: (e) => e.action },
      { header: 'Subject', value: (e) => e.subject },
      { header: 'Detail', value: (e) => e.detail },
    ],
    entries,
  );
}

export async function listAuditAdmins(db: Database) {
  return allAdmins(db);
}
