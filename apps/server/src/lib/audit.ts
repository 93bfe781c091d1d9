import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@cl/contracts';
import { insertAuditEntry, type Db } from './audit.repository.ts';

export interface AuditEntry {
  /** One of the named actions (@cl/contracts audit-actions.ts), each filed under a kind. */
  action: AuditAction;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Who did what, before and after, when (issue 5: every admin mutation). A partner session opened by
 * an admin (masquerade) is recorded with that admin's id too (issue 12 finding 2).
 */
export async function audit(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const session = request.session;
  await insertAuditEntry(db, {
    actorType: session?.area ?? 'system',
    actorId: session?.subjectId ?? null,
    masqueradeAdminId: session?.masqueradeAdminId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The export actions (@cl/contracts audit-actions.ts): each kind of file people can download. */
export type ExportAction = Extract<AuditAction, `export.${string}`>;

/**
 * DPDP: a file of records leaving the system is recorded: who (the session, or the admin behind a
 * masquerade), which export, about whom (entity), with which filters, and how many rows it held.
 */
export async function recordExport(
  db: Db,
  request: FastifyRequest,
  action: ExportAction,
  entry: { entity: string; entityId: string | number | null; filters: object; rows: number },
): Promise<void> {
  await audit(db, request, {
    action,
    entity: entry.entity,
    entityId: entry.entityId,
    after: { ...entry.filters, rows: entry.rows },
  });
}
