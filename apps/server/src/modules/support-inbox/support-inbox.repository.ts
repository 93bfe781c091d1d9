import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SupportStatus, SupportThreadType } from '@cl/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  adminUsers,
  helpRequests,
  partnerUsers,
  partners,
  supportReplies,
  supportTickets,
} from '../../db/schema/index.ts';

export type Db = Database | Transaction;

/** Which table a thread lives in, as `support_replies.thread` names it. */
export type ThreadTable = 'ticket' | 'help';

export interface ThreadFilter {
  type?: SupportThreadType;
  status?: SupportStatus;
  /** An admin id, or null for threads nobody holds. */
  assignee?: number | null;
  /** Opened inside these instants (Indian days turned into bounds by the service). */
  start?: Date;
  end?: Date;
}

function conditions(
  columns: {
    status: typeof supportTickets.status | typeof helpRequests.status;
    assignee: typeof supportTickets.assigneeAdminId | typeof helpRequests.assigneeAdminId;
    createdAt: typeof supportTickets.createdAt | typeof helpRequests.createdAt;
  },
  filter: ThreadFilter,
): SQL | undefined {
  return and(
    filter.status ? eq(columns.status, filter.status) : undefined,
    filter.assignee === undefined
      ? undefined
      : filter.assignee === null
        ? isNull(columns.assignee)
        : eq(columns.assignee, filter.assignee),
    filter.start ? gte(columns.createdAt, filter.start) : undefined,
    filter.end ? lte(columns.createdAt, filter.end) : undefined,
  );
}

function ticketSummaries(db: Database, filter: ThreadFilter) {
  const t = supportTickets;
  return db
    .select({
      type: sql<SupportThreadType>`'partner_ticket'`.as('type'),
      reference: t.reference,
      from: sql<string>`${partners.displayName}`.as('from_name'),
      subject: sql<string>`${t.subject}`.as('subject'),
      status: t.status,
      assigneeAdminId: t.assigneeAdminId,
      assignee: sql<string | null>`${adminUsers.username}`.as('assignee'),
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .innerJoin(partners, eq(partners.id, t.partnerId))
    .leftJoin(adminUsers, eq(adminUsers.id, t.assigneeAdminId))
    .where(conditions({ status: t.status, assignee: t.assigneeAdminId, createdAt: t.createdAt }, filter));
}

function helpSummaries(db: Database, filter: ThreadFilter) {
  const h = helpRequests;
  return db
    .select({
      type: sql<SupportThreadType>`'help_request'`.as('type'),
      reference: h.reference,
      from: sql<string>`${h.name}`.as('from_name'),
      subject: sql<string>`left(${h.description}, 150)`.as('subject'),
      status: h.status,
      assigneeAdminId: h.assigneeAdminId,
      assignee: sql<string | null>`${adminUsers.username}`.as('assignee'),
      createdAt: h.createdAt,
      updatedAt: h.updatedAt,
    })
    .from(h)
    .leftJoin(adminUsers, eq(adminUsers.id, h.assigneeAdminId))
    .where(conditions({ status: h.status, assignee: h.assigneeAdminId, createdAt: h.createdAt }, filter));
}

/** One page of both kinds of thread, newest first, and how many match in all. */
export async function threadsPage(
  db: Database,
  filter: ThreadFilter,
  page: { limit: number; offset: number },
) {
  const wantTickets = filter.type !== 'help_request';
  const wantHelp = filter.type !== 'partner_ticket';
  const [tickets] = wantTickets
    ? await db
        .select({ n: count() })
        .from(supportTickets)
        .where(
          conditions(
            {
              status: supportTickets.status,
              assignee: supportTickets.assigneeAdminId,
              createdAt: supportTickets.createdAt,
            },
            filter,
          ),
        )
    : [{ n: 0 }];
  const [help] = wantHelp
    ? await db
        .select({ n: count() })
        .from(helpRequests)
        .where(
          conditions(
            {
              status: helpRequests.status,
              assignee: helpRequests.assigneeAdminId,
              createdAt: helpRequests.createdAt,
            },
            filter,
          ),
        )
    : [{ n: 0 }];
  const source =
    wantTickets && wantHelp
      ? unionAll(ticketSummaries(db, filter), helpSummaries(db, filter))
      : wantTickets
        ? ticketSummaries(db, filter)
        : helpSummaries(db, filter);
  const rows = await source
    .orderBy(sql`created_at desc`, sql`reference`)
    .limit(page.limit)
    .offset(page.offset);
  return { total: (tickets?.n ?? 0) + (help?.n ?? 0), rows };
}

export async function findTicketByReference(db: Db, reference: string) {
  const [row] = await db
    .select({ ticket: supportTickets, partnerName: partners.displayName, assignee: adminUsers.username })
    .from(supportTickets)
    .innerJoin(partners, eq(partners.id, supportTickets.partnerId))
    .leftJoin(adminUsers, eq(adminUsers.id, supportTickets.assigneeAdminId))
    .where(eq(supportTickets.reference, reference))
    .limit(1);
  return row ?? null;
}

export async function findHelpByReference(db: Db, reference: string) {
  const [row] = await db
    .select({ help: helpRequests, assignee: adminUsers.username })
    .from(helpRequests)
    .leftJoin(adminUsers, eq(adminUsers.id, helpRequests.assigneeAdminId))
    .where(eq(helpRequests.reference, reference))
    .limit(1);
  return row ?? null;
}

/** The replies of a thread in order, with the name of whoever wrote each. */
export async function listReplies(db: Db, thread: ThreadTable, threadId: number) {
  return db
    .select({
      author: supportReplies.authorType,
      message: supportReplies.message,
      createdAt: supportReplies.createdAt,
      adminName: adminUsers.username,
      partnerUserName: partnerUsers.name,
    })
    .from(supportReplies)
    .leftJoin(
      adminUsers,
      and(eq(supportReplies.authorType, 'admin'), eq(adminUsers.id, supportReplies.authorId)),
    )
    .leftJoin(
      partnerUsers,
      and(eq(supportReplies.authorType, 'partner'), eq(partnerUsers.id, supportReplies.authorId)),
    )
    .where(and(eq(supportReplies.thread, thread), eq(supportReplies.threadId, threadId)))
    .orderBy(asc(supportReplies.id));
}

export async function insertReply(db: Db, values: typeof supportReplies.$inferInsert): Promise<void> {
  await db.insert(supportReplies).values(values);
}

export interface ThreadChange {
  status?: SupportStatus;
  assigneeAdminId?: number | null;
}

export async function updateThread(
  db: Db,
  thread: ThreadTable,
  id: number,
  change: ThreadChange,
): Promise<void> {
  const set = { ...change, updatedAt: new Date() };
  if (thread === 'ticket') await db.update(supportTickets).set(set).where(eq(supportTickets.id, id));
  else await db.update(helpRequests).set(set).where(eq(helpRequests.id, id));
}

/** Active admins of the given roles, by name (who may hold a thread). */
export async function activeAdminsOfRoles(db: Db, roles: readonly number[]) {
  return db
    .select({ adminId: adminUsers.id, name: adminUsers.username })
    .from(adminUsers)
    .where(and(inArray(adminUsers.role, [...roles]), isNull(adminUsers.disabledAt)))
    .orderBy(asc(adminUsers.username), asc(adminUsers.id));
}

// ---- the partner's side -------------------------------------------------------------------------

export async function findPartnerTicket(db: Db, partnerId: number, reference: string) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.partnerId, partnerId), eq(supportTickets.reference, reference)))
    .limit(1);
  return row ?? null;
}

export async function listPartnerTickets(db: Database, partnerId: number) {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.partnerId, partnerId))
    .orderBy(desc(supportTickets.createdAt))
    .limit(100);
}

export async function insertTicket(db: Database, values: typeof supportTickets.$inferInsert) {
  const [row] = await db.insert(supportTickets).values(values).returning();
  if (!row) throw new Error('ticket insert returned nothing');
  return row;
}
