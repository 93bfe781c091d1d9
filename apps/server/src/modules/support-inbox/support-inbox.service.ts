import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  ADMIN_PAGE_ROLES,
  SUPPORT_PAGE_SIZE,
  indiaDayEnd,
  indiaDayStart,
  serverMessage,
  threadTypeOfReference,
  type SupportAssignee,
  type SupportReply,
  type SupportThreadDetail,
  type SupportThreadSummary,
  type SupportThreadUpdateBody,
} from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { MessageTransport } from '../messaging/transport.ts';
import {
  activeAdminsOfRoles,
  findHelpByReference,
  findTicketByReference,
  insertReply,
  listReplies,
  threadsPage,
  updateThread,
  type Db,
  type ThreadFilter,
} from './support-inbox.repository.ts';
import { statusAfterAdminReply, supportStatusOf } from './support-rules.ts';
import { helpAnswerEmail } from './help-answer-email.ts';

export interface ThreadsQuery {
  type?: ThreadFilter['type'];
  status?: ThreadFilter['status'];
  assignee?: 'none' | number;
  from?: string;
  to?: string;
  page: number;
}

/** Issue 15: partner tickets and Help requests together, newest first, filtered. */
export async function listSupportThreads(db: Database, query: ThreadsQuery) {
  const filter: ThreadFilter = {
    type: query.type,
    status: query.status,
    assignee: query.assignee === undefined ? undefined : query.assignee === 'none' ? null : query.assignee,
    // spec 9: days are Indian calendar days.
    start: query.from ? indiaDayStart(query.from) : undefined,
    end: query.to ? indiaDayEnd(query.to) : undefined,
  };
  const { total, rows } = await threadsPage(db, filter, {
    limit: SUPPORT_PAGE_SIZE,
    offset: (query.page - 1) * SUPPORT_PAGE_SIZE,
  });
  const summaries: SupportThreadSummary[] = rows.map((r) => ({
    reference: r.reference,
    type: r.type,
    from: r.from,
    subject: r.subject,
    status: supportStatusOf(r.status),
    assignee: r.assignee,
    assigneeAdminId: r.assigneeAdminId,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
  return { total, page: query.page, pageSize: SUPPORT_PAGE_SIZE, rows: summaries };
}

function toReplies(rows: Awaited<ReturnType<typeof listReplies>>): SupportReply[] {
  return rows.map((r) => ({
    author: r.author === 'admin' ? 'admin' : r.author === 'partner' ? 'partner' : 'customer',
    authorName: r.author === 'admin' ? r.adminName : r.partnerUserName,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The thread as it stands, wherever it lives; the reference says which table. */
async function loadThread(db: Db, reference: string) {
  if (threadTypeOfReference(reference) === 'partner_ticket') {
    const row = await findTicketByReference(db, reference);
    if (!row) return null;
    const t = row.ticket;
    return {
      table: 'ticket' as const,
      id: t.id,
      summary: {
        reference: t.reference,
        type: 'partner_ticket' as const,
        from: row.partnerName,
        subject: t.subject,
        status: supportStatusOf(t.status),
        assignee: row.assignee,
        assigneeAdminId: t.assigneeAdminId,
        createdAt: t.createdAt.toISOString(),
        updatedAt: t.updatedAt.toISOString(),
      },
      message: t.message,
      contact: null,
    };
  }
  const row = await findHelpByReference(db, reference);
  if (!row) return null;
  const h = row.help;
  return {
    table: 'help' as const,
    id: h.id,
    summary: {
      reference: h.reference,
      type: 'help_request' as const,
      from: h.name,
      subject: h.description.slice(0, 150),
      status: supportStatusOf(h.status),
      assignee: row.assignee,
      assigneeAdminId: h.assigneeAdminId,
      createdAt: h.createdAt.toISOString(),
      updatedAt: h.updatedAt.toISOString(),
    },
    message: h.description,
    contact: { email: h.email, phone: h.phone },
  };
}

export async function readSupportThread(db: Database, reference: string): Promise<SupportThreadDetail> {
  const thread = await loadThread(db, reference);
  if (!thread) throw notFound(serverMessage('noSuchTicket'));
  const replies = toReplies(await listReplies(db, thread.table, thread.id));
  return { ...thread.summary, message: thread.message, contact: thread.contact, replies };
}

export interface ReplyDeps {
  db: Database;
  email: MessageTransport;
  log: FastifyBaseLogger;
}

/**
 * An admin answers a thread: the reply and the new status are stored together and audited. A Help
 * request's answer then goes to the person by email (ADR 022); if that fails the answer is kept
 * and the admin is told it was not delivered.
 */
export async function replyToSupportThread(
  deps: ReplyDeps,
  request: FastifyRequest,
  input: { reference: string; adminId: number; message: string },
): Promise<{ delivered: boolean | null }> {
  const thread = await deps.db.transaction(async (tx) => {
    const found = await loadThread(tx, input.reference);
    if (!found) throw notFound(serverMessage('noSuchTicket'));
    const outcome = statusAfterAdminReply(found.summary.status);
    if (!outcome.allowed) throw conflict(serverMessage('ticketClosed'));
    await insertReply(tx, {
      thread: found.table,
      threadId: found.id,
      authorType: 'admin',
      authorId: input.adminId,
      message: input.message,
    });
    await updateThread(tx, found.table, found.id, { status: outcome.status });
    await audit(tx, request, {
      action: 'support.reply',
      entity: found.summary.type,
      entityId: found.summary.reference,
      before: { status: found.summary.status },
      after: { status: outcome.status },
    });
    return found;
  });
  if (!thread.contact) return { delivered: null };
  try {
    await deps.email.send({
      channel: 'email',
      to: thread.contact.email,
      ...helpAnswerEmail(thread.summary.reference, input.message),
    });
    return { delivered: true };
  } catch (error) {
    deps.log.warn({ err: error, reference: thread.summary.reference }, 'help answer email failed');
    return { delivered: false };
  }
}

/** Who may hold a thread: active admins of the roles that open the inbox. */
export async function listSupportAssignees(db: Db): Promise<SupportAssignee[]> {
  return activeAdminsOfRoles(db, ADMIN_PAGE_ROLES['support-inbox']);
}

/** Status and/or assignee; each change is audited with before and after. */
export async function changeSupportThread(
  db: Database,
  request: FastifyRequest,
  reference: string,
  change: SupportThreadUpdateBody,
): Promise<SupportThreadDetail> {
  if (change.status === undefined && change.assigneeAdminId === undefined)
    throw badRequest(serverMessage('nothingToChange'));
  await db.transaction(async (tx) => {
    const found = await loadThread(tx, reference);
    if (!found) throw notFound(serverMessage('noSuchTicket'));
    const assignee = change.assigneeAdminId;
    if (typeof assignee === 'number') {
      const allowed = await listSupportAssignees(tx);
      if (!allowed.some((a) => a.adminId === assignee)) throw badRequest(serverMessage('noSuchAssignee'));
    }
    await updateThread(tx, found.table, found.id, {
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(assignee === undefined ? {} : { assigneeAdminId: assignee }),
    });
    await audit(tx, request, {
      action: change.status === undefined ? 'support.assign' : 'support.status',
      entity: found.summary.type,
      entityId: found.summary.reference,
      before: { status: found.summary.status, assigneeAdminId: found.summary.assigneeAdminId },
      after: {
        status: change.status ?? found.summary.status,
        assigneeAdminId: assignee === undefined ? found.summary.assigneeAdminId : assignee,
      },
    });
  });
  return readSupportThread(db, reference);
}
