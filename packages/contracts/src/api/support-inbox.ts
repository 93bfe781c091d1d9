import { z } from 'zod';
import { idField, intText } from './numbers.ts';
import { msg } from '../validation/messages.ts';

// Issue 15: the support inbox. Partner tickets and customer Help requests are one list of threads,
// each known to people by its reference (never the row id), with a status, an assignee and replies.

export const SUPPORT_INBOX_API = {
  threads: '/api/admin/support/threads',
  thread: '/api/admin/support/threads/:reference',
  replies: '/api/admin/support/threads/:reference/replies',
  assignees: '/api/admin/support/assignees',
} as const;

/** A partner's own ticket and its replies (the partner portal's side of the same thread). */
export const PARTNER_TICKET_API = {
  ticket: '/api/partner/tickets/:reference',
  replies: '/api/partner/tickets/:reference/replies',
} as const;

export const SUPPORT_STATUSES = ['open', 'in_progress', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_THREAD_TYPES = ['partner_ticket', 'help_request'] as const;
export type SupportThreadType = (typeof SUPPORT_THREAD_TYPES)[number];

/** TKT- for a partner ticket, HLP- for a Help request, then 8 of 0-9 A-Z (ADR 022). */
export const SUPPORT_REFERENCE = /^(TKT|HLP)-[0-9A-Z]{8}$/;
export const supportReference = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(SUPPORT_REFERENCE, msg('referenceInvalid')));

/** `:reference` in a support thread's path. */
export const supportReferenceParams = z.object({ reference: supportReference });

export function threadTypeOfReference(reference: string): SupportThreadType {
  return reference.startsWith('TKT-') ? 'partner_ticket' : 'help_request';
}

/** A reply's length, for the server's check and the reply boxes' limits. */
export const SUPPORT_REPLY_LENGTH = { min: 2, max: 3000 } as const;

export const supportReplyBody = z.object({
  message: z
    .string()
    .trim()
    .min(SUPPORT_REPLY_LENGTH.min, msg('required'))
    .max(SUPPORT_REPLY_LENGTH.max, msg('tooLong')),
});
export type SupportReplyBody = z.input<typeof supportReplyBody>;

/** An admin's answer stored; `delivered` says whether a Help request's email went (null: a partner ticket). */
export const supportReplyResponse = z.object({
  success: z.literal(true),
  data: z.object({ delivered: z.boolean().nullable() }),
});

/** Status, assignee or both; `assigneeAdminId: null` unassigns. */
export const supportThreadUpdateBody = z.object({
  status: z.enum(SUPPORT_STATUSES).optional(),
  assigneeAdminId: idField.nullable().optional(),
});
export type SupportThreadUpdateBody = z.input<typeof supportThreadUpdateBody>;

export const supportThreadsQuery = z
  .object({
    type: z.enum(SUPPORT_THREAD_TYPES).optional(),
    status: z.enum(SUPPORT_STATUSES).optional(),
    /** An admin's id, or 'none' for threads nobody holds. */
    assignee: z.union([z.literal('none'), intText(1, 2_147_483_647)]).optional(),
    /** Inclusive Indian calendar days of when the thread was opened. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    page: intText(1, 100_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Choose a start date on or before the end date',
  });
export type SupportThreadsQuery = z.input<typeof supportThreadsQuery>;

export const SUPPORT_PAGE_SIZE = 25;

export const supportThreadSummary = z.object({
  reference: z.string(),
  type: z.enum(SUPPORT_THREAD_TYPES),
  /** The partner's name for a ticket, the person's name for a Help request. */
  from: z.string(),
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  assignee: z.string().nullable(),
  assigneeAdminId: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportThreadSummary = z.infer<typeof supportThreadSummary>;

export const supportThreadsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    rows: z.array(supportThreadSummary),
  }),
});

export const supportReply = z.object({
  author: z.enum(['admin', 'partner', 'customer']),
  /** The admin's name for an admin reply; a partner user's name for a partner reply. */
  authorName: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof supportReply>;

export const supportThreadDetail = supportThreadSummary.extend({
  message: z.string(),
  /** Help requests: how to reach the person (the answer goes there, ADR 022). */
  contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
  replies: z.array(supportReply),
});
export type SupportThreadDetail = z.infer<typeof supportThreadDetail>;
export const supportThreadResponse = z.object({ success: z.literal(true), data: supportThreadDetail });

export const supportAssignee = z.object({ adminId: z.number(), name: z.string() });
export type SupportAssignee = z.infer<typeof supportAssignee>;
export const supportAssigneesResponse = z.object({
  success: z.literal(true),
  data: z.array(supportAssignee),
});

/** The partner's view of its ticket: the thread without internal assignee details. */
export const partnerTicketThread = z.object({
  reference: z.string(),
  kind: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  replies: z.array(supportReply),
});
export type PartnerTicketThread = z.infer<typeof partnerTicketThread>;
export const partnerTicketThreadResponse = z.object({
  success: z.literal(true),
  data: partnerTicketThread,
});
