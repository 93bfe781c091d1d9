import type { FastifyRequest } from 'fastify';
import { serverMessage, type PartnerTicket, type PartnerTicketThread } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  findPartnerTicket,
  insertReply,
  insertTicket,
  listPartnerTickets,
  listReplies,
  updateThread,
} from './support-inbox.repository.ts';
import { newSupportReference, statusAfterPartnerReply, supportStatusOf } from './support-rules.ts';

type TicketRow = Awaited<ReturnType<typeof insertTicket>>;

function toPartnerTicket(row: TicketRow): PartnerTicket {
  return {
    reference: row.reference,
    kind: row.kind,
    subject: row.subject,
    message: row.message,
    status: supportStatusOf(row.status),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listOwnTickets(db: Database, partnerId: number): Promise<PartnerTicket[]> {
  return (await listPartnerTickets(db, partnerId)).map(toPartnerTicket);
}

/** spec 2 /partner/communication: a tech-support or general-query ticket, with its reference. */
export async function openPartnerTicket(
  db: Database,
  partner: { partnerId: number; userId: number },
  body: { kind: string; subject: string; message: string },
): Promise<PartnerTicket> {
  const row = await insertTicket(db, {
    ...body,
    reference: newSupportReference('TKT'),
    partnerId: partner.partnerId,
    partnerUserId: partner.userId,
  });
  return toPartnerTicket(row);
}

/** The partner's own ticket and its replies; another partner's reference is simply not found. */
export async function readOwnTicket(
  db: Database,
  partnerId: number,
  reference: string,
): Promise<PartnerTicketThread> {
  const row = await findPartnerTicket(db, partnerId, reference);
  if (!row) throw notFound(serverMessage('noSuchTicket'));
  const replies = await listReplies(db, 'ticket', row.id);
  return {
    ...toPartnerTicket(row),
    replies: replies.map((r) => ({
      author: r.author === 'admin' ? 'admin' : 'partner',
      // The partner sees that support answered, not which admin (staff names stay internal).
      authorName: r.author === 'admin' ? null : r.partnerUserName,
      message: r.message,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The partner answers back; the ticket returns to the queue (ADR 022: a closed one reopens). */
export async function replyAsPartner(
  db: Database,
  request: FastifyRequest,
  partner: { partnerId: number; userId: number },
  input: { reference: string; message: string },
): Promise<PartnerTicketThread> {
  await db.transaction(async (tx) => {
    const row = await findPartnerTicket(tx, partner.partnerId, input.reference);
    if (!row) throw notFound(serverMessage('noSuchTicket'));
    const before = supportStatusOf(row.status);
    const after = statusAfterPartnerReply(before);
    await insertReply(tx, {
      thread: 'ticket',
      threadId: row.id,
      authorType: 'partner',
      authorId: partner.userId,
      message: input.message,
    });
    await updateThread(tx, 'ticket', row.id, { status: after });
    await audit(tx, request, {
      action: 'support.reply',
      entity: 'partner_ticket',
      entityId: row.reference,
      before: { status: before },
      after: { status: after },
    });
  });
  return readOwnTicket(db, partner.partnerId, input.reference);
}
