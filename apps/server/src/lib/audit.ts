import type { FastifyRequest } from 'fastify';
import { insertAuditEntry, type Db } from './audit.repository.ts';

export interface AuditEntry {
  action: string;
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
